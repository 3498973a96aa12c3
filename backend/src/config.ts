import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { parseTrustedProxies } from './middleware/client-address';
import type { Limit, RateLimits } from './services/rate-limit';
import type { TutorConfig } from './tutor';

/** Everything the server reads from the environment, each with a safe default (README lists them). */
export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  jwtSecret: string;
  /** JWT_PREVIOUS_SECRETS: secrets being retired; tokens they signed are still accepted until they expire */
  jwtPreviousSecrets: string[];
  /** NODES: how many nodes serve this deployment; more than one needs PostgreSQL and S3 */
  nodes: number;
  /** DB_POOL_MAX and DB_STATEMENT_TIMEOUT_MS (PostgreSQL) */
  databasePool: { max: number; statementTimeoutMs: number };
  smtpUrl: string | undefined;
  adminEmails: string[];
  logLevel: string;
  /** METRICS_TOKEN: the bearer token `GET /metrics` asks for; unset, it answers loopback scrapers only */
  metricsToken: string | undefined;
  /** NODE_ID: this node's name in every log line and the `X-Served-By` header; the host name by default */
  nodeId: string;
  /** TRUST_PROXY: the balancers whose `X-Forwarded-For` names the client (middleware/client-address.ts); empty: none */
  trustProxy: string;
  /** the built app served at `/` */
  appDir: string;
  /** course data, locales and sounds */
  contentDir: string;
  /** uploads, page images, read-aloud audio and transcription (issue 14; docs/backend.md, Media) */
  media: MediaConfig;
  /** who answers the chat: TUTOR_PROVIDER and the LLM_* variables */
  tutor: TutorConfig;
  /** the per-user limits set by RATE_LIMIT_* (the rest keep their defaults, services/rate-limit.ts) */
  rateLimits: Partial<RateLimits>;
  /** what the Time-Out's unlogged messages may take, per user and in total (services/transient-messages.ts) */
  timeoutMemory: { maxBytesPerUser: number; maxBytes: number };
  /** open connections one client address may hold (0: no limit, e.g. behind a balancer) */
  maxConnectionsPerAddress: number;
  /** DRAIN_TIMEOUT_MS: how long open event streams may finish after SIGTERM (services/drain.ts) */
  drainTimeoutMs: number;
  /** TURN_LEASE_MS: a running turn whose node stopped beating this long is taken over (services/turn.ts) */
  turnLeaseMs: number;
}

/** The environment variables of the per-user limits (README, Configuration). */
const rateLimitVariables = {
  RATE_LIMIT_CHAT: 'chatUser',
  RATE_LIMIT_THREADS: 'threadUser',
  RATE_LIMIT_INTRODUCTIONS: 'introductionUser',
  RATE_LIMIT_INJECT_SUMMARY: 'injectUser',
  RATE_LIMIT_FEEDBACK: 'feedbackUser',
} as const satisfies Record<string, keyof RateLimits>;

/** `<max>/<window seconds>`, e.g. `30/60`: at most 30 calls in any 60 seconds. */
function readLimit(env: Env, name: string): Limit | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const match = /^(\d{1,9})\/(\d{1,9})$/.exec(raw.trim());
  const [max, windowSeconds] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  if (max <= 0 || windowSeconds <= 0)
    throw new Error(`${name} must be <max>/<window seconds>, both positive whole numbers: ${raw}`);
  return { max, windowSeconds };
}

function readRateLimits(env: Env): Partial<RateLimits> {
  const limits: Partial<RateLimits> = {};
  for (const [name, limit] of Object.entries(rateLimitVariables)) {
    const value = readLimit(env, name);
    if (value) limits[limit] = value;
  }
  return limits;
}

/** Where media is stored and which engines speak and listen. */
export interface MediaConfig {
  /** the largest upload `upload_file` accepts, in bytes */
  maxUploadBytes: number;
  /** an S3-compatible bucket shared by every node; unset keeps files under DATA_DIR/media */
  s3: S3Config | undefined;
  /** wall-clock budget of reading one PDF (pages and text), in milliseconds */
  pdfTimeoutMs: number;
  /** the pixels (width × height) an uploaded image may have; more is refused with 400 */
  maxImagePixels: number;
  /** the bytes of uploads (page images included) one user may keep; past it 413 */
  uploadQuotaBytes: number;
  /** the resident memory one PDF's reading process may reach before it is killed, in bytes */
  pdfMaxRssBytes: number;
  /** PDFs one user may have read or waiting at once; more is 429 */
  pdfQueuePerUser: number;
  /** PDFs waiting for a turn, all users together; more is 429 */
  pdfQueueMax: number;
  tts: SpeechProviderConfig & {
    provider: 'offline' | 'openai';
    voice: string;
    /** bytes of read-aloud clips one user may hold; past it their oldest clips are let go */
    quotaBytes: number;
  };
  transcription: SpeechProviderConfig & { provider: 'none' | 'openai'; language: string };
  /** the vision-capable model the tutor sends images to (openai provider only) */
  visionModel: string | undefined;
}

export interface S3Config {
  bucket: string;
  /** e.g. http://127.0.0.1:9000 for MinIO; unset means AWS */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `bucket.host/key` (false) or `host/bucket/key` (true, MinIO and most self-hosted servers) */
  forcePathStyle: boolean;
  /** prepended to every key, so one bucket can hold several deployments */
  prefix: string;
}

/** An OpenAI-compatible audio endpoint (speech or transcription). */
export interface SpeechProviderConfig {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer: ${raw}`);
  return value;
}

function choice<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw))
    throw new Error(`${name} must be one of ${allowed.join(', ')}: ${raw}`);
  return raw as T;
}

function readS3(env: Env): S3Config | undefined {
  const bucket = env.S3_BUCKET;
  if (!bucket) return undefined;
  const endpoint = env.S3_ENDPOINT || undefined;
  return {
    bucket,
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : endpoint !== undefined,
    prefix: (env.S3_PREFIX ?? '').replace(/^\/+/, ''),
  };
}

function readMedia(env: Env): MediaConfig {
  const llmBaseUrl = env.LLM_BASE_URL || undefined;
  const llmApiKey = env.LLM_API_KEY || undefined;
  const ttsBaseUrl = env.TTS_BASE_URL || undefined;
  const transcriptionBaseUrl = env.TRANSCRIPTION_BASE_URL || undefined;
  return {
    maxUploadBytes: positiveInt(env, 'UPLOAD_MAX_BYTES', 10 * 1024 * 1024),
    s3: readS3(env),
    pdfTimeoutMs: positiveInt(env, 'PDF_TIMEOUT_MS', 60_000),
    maxImagePixels: positiveInt(env, 'UPLOAD_MAX_PIXELS', 40_000_000),
    uploadQuotaBytes: positiveInt(env, 'UPLOAD_QUOTA_BYTES', 1024 * 1024 * 1024),
    pdfMaxRssBytes: positiveInt(env, 'PDF_MAX_RSS_MB', 512) * 1024 * 1024,
    pdfQueuePerUser: positiveInt(env, 'PDF_QUEUE_PER_USER', 2),
    pdfQueueMax: positiveInt(env, 'PDF_QUEUE_MAX', 8),
    tts: {
      provider: choice(env, 'TTS_PROVIDER', ['offline', 'openai'], ttsBaseUrl ? 'openai' : 'offline'),
      baseUrl: ttsBaseUrl ?? llmBaseUrl,
      apiKey: env.TTS_API_KEY || llmApiKey,
      model: env.TTS_MODEL || 'tts-1',
      voice: env.TTS_VOICE || 'alloy',
      timeoutMs: positiveInt(env, 'TTS_TIMEOUT_MS', 30_000),
      quotaBytes: positiveInt(env, 'TTS_QUOTA_BYTES', 50 * 1024 * 1024),
    },
    transcription: {
      provider: choice(
        env,
        'TRANSCRIPTION_PROVIDER',
        ['none', 'openai'],
        transcriptionBaseUrl ? 'openai' : 'none',
      ),
      baseUrl: transcriptionBaseUrl ?? llmBaseUrl,
      apiKey: env.TRANSCRIPTION_API_KEY || llmApiKey,
      model: env.TRANSCRIPTION_MODEL || 'whisper-1',
      language: env.TRANSCRIPTION_LANGUAGE || 'he',
      timeoutMs: positiveInt(env, 'TRANSCRIPTION_TIMEOUT_MS', 60_000),
    },
    visionModel: env.LLM_VISION_MODEL || undefined,
  };
}

type Env = Record<string, string | undefined>;

function readEnv(env: Env): Config['env'] {
  const value = env.NODE_ENV;
  return value === 'production' || value === 'test' ? value : 'development';
}

/** In development the JWT secret is generated once and kept under DATA_DIR; production must set it. */
function resolveJwtSecret(env: Env, mode: Config['env'], dataDir: string): string {
  const given = env.JWT_SECRET;
  if (given) return given;
  if (mode === 'production') throw new Error('JWT_SECRET must be set when NODE_ENV=production');
  if (mode === 'test') return 'test-secret-not-for-production-use-0123456789';
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function numberFrom(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}: ${raw}`);
  }
  return value;
}

/**
 * TUTOR_PROVIDER: `offline` or `openai`; unset, `openai` when LLM_BASE_URL is set and `offline`
 * otherwise. `GET /api/config` reports it as `tutor_provider`.
 */
export function resolveTutorProvider(env: Env): TutorConfig['provider'] {
  const given = env.TUTOR_PROVIDER?.trim().toLowerCase();
  if (given === 'offline' || given === 'openai') return given;
  if (given) throw new Error(`TUTOR_PROVIDER must be offline or openai: ${env.TUTOR_PROVIDER}`);
  return env.LLM_BASE_URL ? 'openai' : 'offline';
}

function loadTutorConfig(env: Env): TutorConfig {
  const provider = resolveTutorProvider(env);
  const baseUrl = env.LLM_BASE_URL?.trim().replace(/\/+$/, '') || undefined;
  const apiKey = env.LLM_API_KEY || undefined;
  if (provider === 'openai' && !baseUrl && !apiKey) {
    throw new Error('TUTOR_PROVIDER=openai needs LLM_API_KEY (OpenAI) or LLM_BASE_URL (a local server)');
  }
  return {
    provider,
    baseUrl,
    apiKey,
    model: env.LLM_MODEL?.trim() || 'gpt-4o-mini',
    timeoutMs: numberFrom(env, 'LLM_TIMEOUT_MS', 30_000, 100, 600_000),
    maxRetries: numberFrom(env, 'LLM_MAX_RETRIES', 2, 0, 10),
    structured: (env.LLM_STRUCTURED ?? 'json_schema').trim().toLowerCase() !== 'off',
    historyMessages: numberFrom(env, 'LLM_HISTORY_MESSAGES', 30, 1, 500),
    historyChars: numberFrom(env, 'LLM_HISTORY_CHARS', 24_000, 1_000, 1_000_000),
    backoffMs: numberFrom(env, 'LLM_BACKOFF_MS', 500, 0, 60_000),
  };
}

/**
 * NODES > 1 says the deployment runs several nodes: refuse what only one node can share. SQLite is a file on
 * one machine, and files under DATA_DIR/media would be on one node only (docs/deploy.md).
 */
function readNodes(env: Env): number {
  const nodes = numberFrom(env, 'NODES', 1, 1, 10_000);
  if (nodes > 1 && !env.DATABASE_URL)
    throw new Error(
      `NODES=${nodes} needs DATABASE_URL (PostgreSQL): SQLite cannot be shared by several nodes`,
    );
  if (nodes > 1 && !env.S3_BUCKET)
    throw new Error(
      `NODES=${nodes} needs S3_BUCKET: uploads and read-aloud clips on local disk are seen by one node only`,
    );
  return nodes;
}

function readNodeId(env: Env): string {
  const value = env.NODE_ID?.trim() || hostname();
  // It goes into a response header: a short name of letters, digits, dots, dashes and underscores.
  if (!/^[\w.-]{1,128}$/.test(value))
    throw new Error(`NODE_ID must be 1–128 letters, digits, . _ or -: ${value}`);
  return value;
}

function validTrustProxy(value: string | undefined): string {
  parseTrustedProxies(value);
  return value?.trim() ?? '';
}

export function loadConfig(env: Env = process.env, root = process.cwd()): Config {
  const mode = readEnv(env);
  const port = Number(env.PORT ?? 5000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port: ${env.PORT}`);
  // Mail links built from a default localhost URL would not work for anyone else.
  if (mode === 'production' && !env.PUBLIC_URL)
    throw new Error('PUBLIC_URL must be set when NODE_ENV=production');
  const dataDir = path.resolve(root, env.DATA_DIR ?? 'data');
  return {
    env: mode,
    port,
    // Loopback unless HOST says otherwise: an unset NODE_ENV (development, with its dev outbox and
    // demo accounts) is never reachable from the network by default.
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    jwtSecret: resolveJwtSecret(env, mode, dataDir),
    jwtPreviousSecrets: (env.JWT_PREVIOUS_SECRETS ?? '')
      .split(',')
      .map((secret) => secret.trim())
      .filter(Boolean),
    nodes: readNodes(env),
    databasePool: {
      max: numberFrom(env, 'DB_POOL_MAX', 10, 1, 1_000),
      statementTimeoutMs: numberFrom(env, 'DB_STATEMENT_TIMEOUT_MS', 30_000, 0, 3_600_000),
    },
    smtpUrl: env.SMTP_URL || undefined,
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
    nodeId: readNodeId(env),
    metricsToken: env.METRICS_TOKEN || undefined,
    trustProxy: validTrustProxy(env.TRUST_PROXY),
    appDir: path.resolve(root, env.APP_DIR ?? 'dist/app'),
    contentDir: path.resolve(root, 'content'),
    media: readMedia(env),
    tutor: loadTutorConfig(env),
    rateLimits: readRateLimits(env),
    timeoutMemory: {
      maxBytesPerUser: positiveInt(env, 'TIMEOUT_MEMORY_BYTES_PER_USER', 1024 * 1024),
      maxBytes: positiveInt(env, 'TIMEOUT_MEMORY_BYTES', 64 * 1024 * 1024),
    },
    maxConnectionsPerAddress: numberFrom(env, 'MAX_CONNECTIONS_PER_ADDRESS', 100, 0, 1_000_000),
    drainTimeoutMs: numberFrom(env, 'DRAIN_TIMEOUT_MS', 20_000, 0, 600_000),
    turnLeaseMs: numberFrom(env, 'TURN_LEASE_MS', 15_000, 1_000, 600_000),
  };
}
