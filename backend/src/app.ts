import { Router } from '@koa/router';
import Koa from 'koa';
import type { Config } from './config';
import type { Db } from './db/knex';
import type { Logger } from './logger';
import { frame } from './middleware/frame';
import { securityHeadersFor } from './middleware/security-headers';
import { serveStatic } from './middleware/static-files';
import { attemptsRepository } from './repositories/attempts';
import { coursesRepository } from './repositories/courses';
import { mailRepository } from './repositories/mail';
import { plansRepository } from './repositories/plans';
import { progressRepository } from './repositories/progress';
import { schoolsRepository } from './repositories/schools';
import { tokensRepository } from './repositories/tokens';
import { usersRepository } from './repositories/users';
import { authRoutes } from './routes/auth';
import { devRoutes } from './routes/dev';
import { progressRoutes } from './routes/progress';
import { schoolsRoutes } from './routes/schools';
import { accessTokens } from './services/access-tokens';
import { authService } from './services/auth';
import { backgroundTasks, type BackgroundTasks } from './services/background';
import { coursesService } from './services/courses';
import { createMailer } from './services/mailer';
import { plansService } from './services/plans';
import { progressService } from './services/progress';
import { defaultRateLimits, rateLimiter, type RateLimits } from './services/rate-limit';
import { schoolsService } from './services/schools';

export interface AppDeps {
  config: Config;
  db: Db;
  logger: Logger;
  /** overrides of the login and mail rate limits (tests) */
  rateLimits?: Partial<RateLimits>;
  /** where work after the answer runs (mail of forgot-password, …); the caller awaits `idle()` on shutdown */
  background?: BackgroundTasks;
}

/** Builds the Koa app without listening, so tests drive it through `app.callback()`. */
export function createApp({
  config,
  db,
  logger,
  rateLimits,
  background = backgroundTasks(logger),
}: AppDeps): Koa {
  const app = new Koa({ proxy: false });
  app.context.securityHeaders = securityHeadersFor(config.publicUrl);
  // One middleware for the id, headers and error envelope; JSON bodies are read by the routes that
  // take one (routes/define.ts), so a GET pays for neither.
  app.use(frame(logger));

  const api = new Router({ prefix: '/api' });
  const schools = schoolsRepository(db);
  const courses = coursesRepository(db);
  const outbox = mailRepository(db);
  const limits: RateLimits = { ...defaultRateLimits, ...rateLimits };
  const limiter = rateLimiter(attemptsRepository(db), limits);
  const auth = authService({
    db,
    users: usersRepository(db),
    courses,
    schools,
    tokens: tokensRepository(db),
    mailer: createMailer({ smtpUrl: config.smtpUrl, outbox, logger, logLinks: config.env !== 'production' }),
    limiter,
    limits,
    access: accessTokens(config.jwtSecret),
    publicUrl: config.publicUrl,
    adminEmails: config.adminEmails,
    background,
  });
  schoolsRoutes(api, schoolsService(schools), auth.authenticate);
  authRoutes(api, auth, coursesService(courses));
  progressRoutes(
    api,
    auth.authenticate,
    progressService(progressRepository(db), courses),
    plansService(plansRepository(db), logger),
  );
  if (config.env !== 'production') devRoutes(api, outbox, background);
  app.use(api.routes());
  app.use(api.allowedMethods({ throw: true }));

  app.use(serveStatic({ prefix: '/data/courses', root: `${config.contentDir}/courses` }));
  app.use(serveStatic({ prefix: '/static/data/courses', root: `${config.contentDir}/courses` }));
  app.use(serveStatic({ prefix: '/static/sounds', root: `${config.contentDir}/sounds` }));
  app.use(serveStatic({ prefix: '/avatars', root: `${config.contentDir}/avatars` }));
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
