import type { Router } from '@koa/router';
import { endpoints } from '../../contract';
import type { SchoolsService } from '../services/schools';
import { defineAuthedRoute, defineRoute, type Authenticate } from './define';

export function schoolsRoutes(router: Router, schools: SchoolsService, authenticate: Authenticate): void {
  defineRoute(router, endpoints.listSchools, async () => ({ schools: await schools.listActive() }));
  defineAuthedRoute(router, endpoints.getSchool, authenticate, async ({ params }) => ({
    school: await schools.getById(params.id),
  }));
}
