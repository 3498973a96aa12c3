import { Router } from '@koa/router';
import Koa from 'koa';
import type { Config } from './config';
import { deafChangeFeed, localChangeFeed, type ChangeFeed } from './db/change-feed';
import type { Db } from './db/knex';
import type { Logger } from './logger';
import { clientAddress, parseTrustedProxies } from './middleware/client-address';
import { frame } from './middleware/frame';
import { createMetrics, metricsRoute, type Metrics } from './metrics';
import { appScriptHashes, securityHeadersFor } from './middleware/security-headers';
import { serveStatic } from './middleware/static-files';
import { attemptsRepository } from './repositories/attempts';
import { chatRepository, introductionsRepository } from './repositories/chat';
import { coursesRepository, type CoursesRepository } from './repositories/courses';
import { mailQueueRepository, mailRepository } from './repositories/mail';
import { evidenceRepository } from './repositories/evidence';
import { plansRepository } from './repositories/plans';
import { progressRepository } from './repositories/progress';
import { schoolsRepository } from './repositories/schools';
import { tokensRepository } from './repositories/tokens';
import { turnsRepository } from './repositories/turns';
import { ttsGrantsRepository } from './repositories/tts-grants';
import { uploadsRepository } from './repositories/uploads';
import { usersRepository } from './repositories/users';
import { authRoutes } from './routes/auth';
import { chatRoutes } from './routes/chat';
import { devRoutes } from './routes/dev';
import { healthRoutes } from './routes/health';
import { chatMediaRoutes } from './routes/chat-media';
import { mediaRoutes, serverFeatures } from './routes/media';
import { introductionRoutes } from './routes/introduction';
import { progressRoutes } from './routes/progress';
import type { Authenticate } from './routes/define';
import { schoolsRoutes } from './routes/schools';
import { accessTokens } from './services/access-tokens';
import { authService } from './services/auth';
import { chatService } from './services/chat';
import { chatMediaService, type ChatMediaService } from './services/chat-media';
import { coursesService } from './services/courses';
import { introductionService } from './services/introduction';
import { evidenceService, type EvidenceService } from './services/evidence';
import { backgroundTasks, type BackgroundTasks } from './services/background';
import { createDrain, type Drain } from './services/drain';
import { healthService, type Readiness } from './services/health';
import { learningPlanService } from './services/learning-plan';
import { mailWorker, type MailWorker } from './services/mail-outbox';
import { mailTransport } from './services/mailer';
import { plansService } from './services/plans';
import { progressService } from './services/progress';
import { defaultRateLimits, rateLimiter, type RateLimiter, type RateLimits } from './services/rate-limit';
import { schoolsService } from './services/schools';
import { transcriptionService } from './services/transcription';
import { ttsService } from './services/tts';
import { espeakEngine, openaiSpeechEngine } from './services/tts/engines';
import { ownedClips } from './services/tts/owned-clips';
import { loadSpeechWords } from './services/tts/speech-text';
import { uploadsService, type UploadsService } from './services/uploads';
import { pdfReader } from './services/uploads/pdf';
import { createObjectStore, scratchDirOf } from './storage';
import { timeoutService } from './services/timeout';
import { databaseTransientMessages } from './services/transient-messages';
import { courseLibrary, createTutor, warmTutor, type CourseLibrary, type Tutor } from './tutor';

export interface AppDeps {
  config: Config;
  db: Db;
  logger: Logger;
  /** overrides of the rate limits (tests), over the defaults and the RATE_LIMIT_* variables */
  rateLimits?: Partial<RateLimits>;
  /**
   * the mail worker (services/mail-outbox.ts), which the caller starts and stops; by default one that sends
   * what this app queues, without looking for other nodes' mail
   */
  mail?: MailWorker;
  /** the tutor to use instead of the one `config.tutor` describes */
  tutor?: Tutor;
  /** the node's shutdown: open event streams and the drain deadline (services/drain.ts); the server drains it */
  drain?: Drain;
  /** whether this node takes new work; the drain by default (ready → 503 once SIGTERM starts it) */
  readiness?: Readiness;
  /** other nodes' changes to cached rows (db/change-feed.ts); the caller starts and closes it */
  changes?: ChangeFeed;
  /** work the app starts after an answer and the server waits for on shutdown (the tutor's warm-up) */
  background?: BackgroundTasks;
  /** warm the tutor in the background at once: every course's retrieval index and the solver (the server does) */
  warmTutor?: boolean;
}

/** The mail worker of a node: SMTP when SMTP_URL is set, else the development outbox table. */
export function createMailWorker(config: Config, db: Db, logger: Logger): MailWorker {
  return mailWorker({
    queue: mailQueueRepository(db),
    transport: mailTransport({
      smtpUrl: config.smtpUrl,
      outbox: mailRepository(db),
      logger,
      logLinks: config.env !== 'production',
    }),
    logger,
  });
}

/** Builds the Koa app without listening, so tests drive it through `app.callback()`. */
export function createApp({
  config,
  db,
  logger,
  rateLimits,
  tutor,
  drain = createDrain(),
  readiness = drain,
  changes = config.databaseUrl ? deafChangeFeed() : localChangeFeed(),
  background = backgroundTasks(logger),
  warmTutor: warm = false,
  mail = createMailWorker(config, db, logger),
}: AppDeps): Koa {
  // Koa's own `proxy: true` would believe X-Forwarded-For from anyone; TRUST_PROXY names who may set it.
  const app = new Koa({ proxy: false });
  const proxies = parseTrustedProxies(config.trustProxy);
  if (proxies) app.use(clientAddress(proxies));
  // The policy names the boot script inlined into the built index.html by its hash (read once, at start).
  app.context.securityHeaders = securityHeadersFor(config.publicUrl, appScriptHashes(config.appDir));
  const metrics = createMetrics({ db, node: config.nodeId });
  app.context.metrics = metrics;
  app.context.drain = drain;
  // One middleware for the id, headers and error envelope; JSON bodies are read by the routes that
  // take one (routes/define.ts), so a GET pays for neither.
  app.use(frame(logger, config.nodeId, metrics));
  app.use(metricsRoute(metrics, config.metricsToken));

  const api = new Router({ prefix: '/api' });
  const schools = schoolsRepository(db);
  const courses = coursesRepository(db, changes);
  const outbox = mailRepository(db);
  const limits: RateLimits = { ...defaultRateLimits, ...config.rateLimits, ...rateLimits };
  const limiter = rateLimiter(attemptsRepository(db), limits);
  const auth = authService({
    db,
    users: usersRepository(db, changes),
    courses,
    schools,
    tokens: tokensRepository(db),
    mailer: mail.outbox,
    limiter,
    limits,
    access: accessTokens(config.jwtSecret, config.jwtPreviousSecrets),
    publicUrl: config.publicUrl,
    adminEmails: config.adminEmails,
  });
  mail.writeRequestsWith(auth.mailForRequest);
  schoolsRoutes(api, schoolsService(schools), auth.authenticate);
  authRoutes(api, auth, coursesService(courses));
  // One library of course files for every service that reads them (loaded on first use).
  const library = courseLibrary(config.contentDir, (details, message) => logger.warn(details, message));
  if (warm) background.run('warm the tutor', () => warmTutor(library, () => readiness.draining));
  const evidence = evidenceService({ evidence: evidenceRepository(db), progress: progressRepository(db) });
  progressRoutes(
    api,
    auth.authenticate,
    progressService(progressRepository(db), courses, library),
    plansService(plansRepository(db), logger, { library, evidence }),
  );
  const store = createObjectStore(config);
  healthRoutes(api, healthService({ db, store, node: config.nodeId, readiness }));
  const speechWords = loadSpeechWords(config.contentDir);
  const offlineVoice = espeakEngine(speechWords);
  const uploads = uploadsService({
    store,
    repository: uploadsRepository(db),
    pdf: pdfReader({
      timeoutMs: config.media.pdfTimeoutMs,
      perOwner: config.media.pdfQueuePerUser,
      maxWaiting: config.media.pdfQueueMax,
      maxRssBytes: config.media.pdfMaxRssBytes,
    }),
    scratchDir: scratchDirOf(config),
    logger,
    limiter,
    uploadLimit: limits.uploadUser,
    maxImagePixels: config.media.maxImagePixels,
    quotaBytes: config.media.uploadQuotaBytes,
  });
  const media = mountChat(api, auth.authenticate, {
    config,
    db,
    logger,
    limiter,
    tutor,
    uploads,
    courses,
    metrics,
    library,
    evidence,
  });
  const tts = ttsService({
    store,
    engine: config.media.tts.provider === 'openai' ? openaiSpeechEngine(config.media.tts) : offlineVoice,
    fallback: config.media.tts.provider === 'openai' ? offlineVoice : undefined,
    words: speechWords,
    logger,
  });
  chatMediaRoutes(api, auth.authenticate, media);
  mediaRoutes(api, auth.authenticate, {
    config,
    uploads,
    clips: ownedClips({
      tts,
      grants: ttsGrantsRepository(db),
      store,
      quotaBytes: config.media.tts.quotaBytes,
      logger,
    }),
    transcription: transcriptionService({
      config: config.media.transcription,
      words: speechWords,
      scratchDir: scratchDirOf(config),
      logger,
    }),
    assistantMessages: media.assistantMessages,
    voiceThreads: media.voiceThreads,
    limiter,
    limits,
  });
  if (config.env !== 'production') devRoutes(api, outbox, mail);
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

/** The tutor's chat: threads, messages, pictures, modes, introduction, Time-Out and learning plans. */
function mountChat(
  router: Router,
  authenticate: Authenticate,
  {
    config,
    db,
    logger,
    limiter,
    tutor,
    uploads,
    courses,
    metrics,
    library,
    evidence,
  }: Pick<AppDeps, 'config' | 'db' | 'logger' | 'tutor'> & {
    limiter: RateLimiter;
    uploads: UploadsService;
    courses: CoursesRepository;
    metrics: Metrics;
    library: CourseLibrary;
    evidence: EvidenceService;
  },
): ChatMediaService {
  const chat = chatRepository(db);
  const introductions = introductionsRepository(db);
  const chosen = tutor ?? createTutor(config.tutor, config.contentDir, config.media);
  const progress = progressRepository(db);
  const chats = chatService({
    chat,
    courses,
    progress,
    library,
    tutor: chosen,
    limiter,
    transient: databaseTransientMessages(db, config.timeoutMemory),
    logger,
    historyMessages: config.tutor.historyMessages,
    introductionOf: async (userId) => (await introductions.find(userId))?.summary ?? null,
    evidence,
    metrics,
    turns: turnsRepository(db),
    lease: { nodeId: config.nodeId, leaseMs: config.turnLeaseMs, pollMs: 200 },
  });
  const features = serverFeatures(config);
  const media = chatMediaService({
    chats,
    chat,
    uploads,
    vision: features.vision,
    readsDocuments: features.tutor_provider === 'openai',
    maxUploadBytes: config.media.maxUploadBytes,
  });
  chatRoutes(router, authenticate, {
    chats,
    media,
    timeout: timeoutService({ chat, chats, tutor: chosen, limiter }),
    plans: learningPlanService({
      chats,
      progress,
      plans: plansRepository(db),
      evidence,
      tutor: chosen,
      limiter,
    }),
    logger,
  });
  introductionRoutes(router, authenticate, introductionService({ chat, chats, introductions, limiter }));
  return media;
}
