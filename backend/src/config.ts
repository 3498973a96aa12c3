import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

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
  };
}
