import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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
  smtpUrl: string | undefined;
  adminEmails: string[];
  logLevel: string;
  /** the built app served at `/` */
  appDir: string;
  /** course data, locales and sounds */
  contentDir: string;
  /** uploads, page images, read-aloud audio and transcription (issue 14; docs/backend.md, Media) */
  media: MediaConfig;
  /** who answers the chat: TUTOR_PROVIDER and the LLM_* variables */
  tutor: TutorConfig;
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
  tts: SpeechProviderConfig & { provider: 'offline' | 'openai'; voice: string };
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
    smtpUrl: env.SMTP_URL || undefined,
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
    appDir: path.resolve(root, env.APP_DIR ?? 'dist/app'),
    contentDir: path.resolve(root, 'content'),
    media: readMedia(env),
    tutor: loadTutorConfig(env),
  };
}
