import type { Router } from '@koa/router';
import { endpoints } from '../../contract';
import type { SchoolsService } from '../services/schools';
import { defineRoute } from './define';

export function schoolsRoutes(router: Router, schools: SchoolsService): void {
  defineRoute(router, endpoints.listSchools, async () => ({ schools: await schools.listActive() }));
}
