import { bodyParser } from '@koa/bodyparser';
import { Router } from '@koa/router';
import Koa from 'koa';
import type { Config } from './config';
import type { Db } from './db/knex';
import type { Logger } from './logger';
import { errorHandler } from './middleware/errors';
import { requestId } from './middleware/request-id';
import { securityHeaders } from './middleware/security-headers';
import { serveStatic } from './middleware/static-files';
import { schoolsRepository } from './repositories/schools';
import { schoolsRoutes } from './routes/schools';
import { schoolsService } from './services/schools';

export interface AppDeps {
  config: Config;
  db: Db;
  logger: Logger;
}

/** Builds the Koa app without listening, so tests drive it through `app.callback()`. */
export function createApp({ config, db, logger }: AppDeps): Koa {
  const app = new Koa({ proxy: false });
  app.use(requestId(logger));
  app.use(securityHeaders());
  app.use(errorHandler(logger));
  app.use(bodyParser({ jsonLimit: '1mb', enableTypes: ['json'], encoding: 'utf-8' }));

  const api = new Router({ prefix: '/api' });
  schoolsRoutes(api, schoolsService(schoolsRepository(db)));
  app.use(api.routes());
  app.use(api.allowedMethods({ throw: true }));

  app.use(serveStatic({ prefix: '/data/courses', root: `${config.contentDir}/courses` }));
  app.use(serveStatic({ prefix: '/static/data/courses', root: `${config.contentDir}/courses` }));
  app.use(serveStatic({ prefix: '/static/sounds', root: `${config.contentDir}/sounds` }));
  app.use(
    serveStatic({
      prefix: '',
      root: config.appDir,
      index: 'index.html',
      immutable: (file) => file.startsWith('assets/'),
    }),
  );
  return app;
}
