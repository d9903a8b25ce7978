import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import { APPLICATION_LIMITS, MEMBER_LIMITS } from '@moa/contract';

/** Configuration, read once from the environment and validated (docs/product.md#design-rules). */

/** A configuration the server refuses to start with; its message says what to change. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const csv = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z
    .string()
    .default('')
    .refine(
      (v) => v === '' || /^postgres(ql)?:\/\//.test(v),
      'DATABASE_URL must be empty or a postgres:// URL',
    ),
  ALLOWED_EMAIL_DOMAINS: z.string().optional(),
  ADMIN_EMAILS: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  WEB_DIST: z.string().optional(),
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  LAUNCH_DATE: z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'LAUNCH_DATE must be YYYY-MM-DD')
    .optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  KAKAO_JS_KEY: z.string().optional(),
  TOSS_PAYMENT_LINK: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  DEV_SIGN_IN: z.enum(['', '0', '1'], { error: 'DEV_SIGN_IN must be 1 or empty' }).optional(),
  TEST_CLOCK: z.enum(['', '0', '1'], { error: 'TEST_CLOCK must be 1 or empty' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'SMTP_URL must be smtp://… or smtps://…' })
    .optional()
    .or(z.literal('')),
  MAIL_FROM: z.string().optional(),
  MAIL_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(120),
  TICKET_SECRET: z
    .string()
    .refine((v) => v === '' || v.length >= 32, 'TICKET_SECRET must be at least 32 characters (or empty)')
    .optional(),
  METRICS_TOKEN: z
    .string()
    .refine((v) => v === '' || v.length >= 16, 'METRICS_TOKEN must be at least 16 characters (or empty)')
    .optional(),
  APPLICATION_RETENTION_DAYS: z.coerce
    .number({ error: 'APPLICATION_RETENTION_DAYS must be a whole number of days' })
    .int('APPLICATION_RETENTION_DAYS must be a whole number of days')
    .min(1, 'APPLICATION_RETENTION_DAYS must be at least 1')
    .max(3_650, 'APPLICATION_RETENTION_DAYS must be at most 3650')
    .default(APPLICATION_LIMITS.retentionDaysDefault),
  MEMBERSHIP_RETENTION_DAYS: z.coerce
    .number({ error: 'MEMBERSHIP_RETENTION_DAYS must be a whole number of days' })
    .int('MEMBERSHIP_RETENTION_DAYS must be a whole number of days')
    .min(1, 'MEMBERSHIP_RETENTION_DAYS must be at least 1')
    .max(3_650, 'MEMBERSHIP_RETENTION_DAYS must be at most 3650')
    .default(MEMBER_LIMITS.withdrawnRetentionDaysDefault),
});

export type AppConfig = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  allowedEmailDomains: string[];
  adminEmails: string[];
  publicUrl: string;
  webDist: string;
  seedDemo: boolean;
  logLevel: string;
  launchDate: string | null;
  googleClientId: string | null;
  googleClientSecret: string | null;
  kakaoJsKey: string | null;
  tossPaymentLink: string | null;
  /**
   * Which proxies may tell the client's address in X-Forwarded-For: false (the socket's address is the client), a hop
   * count, or proxy addresses and CIDR ranges.
   */
  trustProxy: false | number | string[];
  /** DEV_SIGN_IN=1: the development provider may run on an address other than loopback. */
  devSignIn: boolean;
  /** TEST_CLOCK=1 (never in production): POST /api/test/clock moves the server's clock, for the browser journeys. */
  testClock: boolean;
  /** SMTP_URL: where notification e-mail goes (docs/product.md#notifications); null: no e-mail is sent. */
  smtpUrl: string | null;
  /** MAIL_FROM: the From of that e-mail. */
  mailFrom: string;
  /** MAIL_RATE_PER_MINUTE: at most this many e-mails a minute from each instance. */
  mailRatePerMinute: number;
  /**
   * The key that signs e-ticket codes (HMAC-SHA256); null: on PostgreSQL a random one is made once and kept in the
   * database, so every instance has it (modules/checkin/shared-key.ts: the app's context then carries it here); on
   * SQLite it is kept in DATA_DIR (modules/checkin/ticket-code.ts). Every instance must run with the same setting.
   */
  ticketSecret: string | null;
  /** Applications are deleted this many days after their recruiting post's end date. */
  applicationRetentionDays: number;
  /** Days after its term ends a withdrawn member's membership is kept (docs/product.md#members). */
  membershipRetentionDays: number;
  /**
   * METRICS_TOKEN: GET /metrics answers only with `Authorization: Bearer <token>`; null: /metrics is open outside
   * production and off (404) in production.
   */
  metricsToken: string | null;
  /** A request must arrive whole within this time (Node answers 408 and closes the connection). */
  requestTimeoutMs: number;
  /** Its headers within this time. */
  headersTimeoutMs: number;
  /** A connection that sends nothing for this long in the middle of a request is closed. */
  idleTimeoutMs: number;
};

/** Requests arrive whole within a minute: two 5 MB images at about 1.4 Mbit/s; headers within 15 s. */
export const REQUEST_TIMEOUT_MS = 60_000;
export const HEADERS_TIMEOUT_MS = 15_000;
export const IDLE_TIMEOUT_MS = 30_000;

const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** TRUST_PROXY: empty → false; digits → hop count; otherwise comma-separated addresses, CIDRs or named ranges. */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const v = (value ?? '').trim();
  if (v === '' || v === '0' || v === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const prefixOk =
      prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
    if (!NAMED_RANGES.includes(entry) && (family === 0 || !prefixOk || rest.length > 0)) {
      throw new ConfigError(
        `Invalid configuration:\n  TRUST_PROXY: "${entry}" is neither a hop count nor an address, CIDR range or ` +
          `one of ${NAMED_RANGES.join(', ')} (for one proxy in front, use 1 or its address)`,
      );
    }
  }
  return entries;
}

/** True for an address only this machine can reach: localhost, 127.0.0.0/8, ::1. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    (isIP(host) === 4 && host.startsWith('127.'))
  );
}

/**
 * TEST_CLOCK=1 lets anyone who reaches POST /api/test/clock move the server's clock (payment deadlines, sales opening),
 * so it runs only outside production and on a loopback PUBLIC_URL, where only this machine can reach it.
 */
export function testClockProblem(
  config: Pick<AppConfig, 'nodeEnv' | 'testClock' | 'publicUrl'>,
): string | null {
  if (!config.testClock) return null;
  if (config.nodeEnv === 'production')
    return 'Invalid configuration:\n  TEST_CLOCK cannot be set in production';
  if (isLoopbackUrl(config.publicUrl)) return null;
  return (
    `Refusing to start: TEST_CLOCK=1 would let anyone who reaches PUBLIC_URL ${config.publicUrl} move the ` +
    "server's clock (payment deadlines, sales opening).\n  TEST_CLOCK is for the browser journeys on a loopback " +
    'PUBLIC_URL (localhost, 127.0.0.1, [::1]); unset it here.'
  );
}

/** The development provider runs outside production when no Google client is configured. */
export function usesDevProvider(config: Pick<AppConfig, 'nodeEnv' | 'googleClientId'>): boolean {
  return config.nodeEnv !== 'production' && !config.googleClientId;
}

/**
 * The development provider signs anyone in, administrators included, so it serves only a loopback PUBLIC_URL unless
 * DEV_SIGN_IN=1 says otherwise on purpose (a forgotten NODE_ENV must not open the app to the network).
 */
export function devProviderProblem(
  config: Pick<AppConfig, 'nodeEnv' | 'googleClientId' | 'publicUrl' | 'devSignIn'>,
): string | null {
  if (!usesDevProvider(config) || config.devSignIn || isLoopbackUrl(config.publicUrl)) return null;
  return (
    `Refusing to start: PUBLIC_URL ${config.publicUrl} is reachable from other machines, and without ` +
    'NODE_ENV=production the development sign-in provider would let anyone sign in, as an administrator too.\n' +
    '  Set NODE_ENV=production with GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or set DEV_SIGN_IN=1 to run the ' +
    'development provider on this address on purpose.'
  );
}

const DEFAULT_WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');
/** ./data at the repository's root, wherever the process was started from. */
const DEFAULT_DATA_DIR = path.resolve(import.meta.dirname, '../../../data');
/** .env at the repository's root, beside .env.example, wherever the process was started from. */
const DEFAULT_ENV_FILE = path.resolve(import.meta.dirname, '../../../.env');

/**
 * Reads the settings file into `env` before loadConfig: ENV_FILE if set (it must exist), otherwise .env at the
 * repository's root when there is one. A variable already in the environment wins over the file. Says which file
 * was read, or null when there was none.
 */
export function readEnvFile(env: NodeJS.ProcessEnv = process.env): string | null {
  const named = env.ENV_FILE ? path.resolve(env.ENV_FILE) : null;
  const file = named ?? DEFAULT_ENV_FILE;
  if (!fs.existsSync(file)) {
    if (named) throw new ConfigError(`Invalid configuration:\n  ENV_FILE: ${named} does not exist`);
    return null;
  }
  const given = new Set(Object.keys(env));
  for (const [key, value] of Object.entries(parseEnv(fs.readFileSync(file, 'utf8')))) {
    if (!given.has(key)) env[key] = value;
  }
  return file;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // A variable set to nothing is not set (a copied .env.example leaves most of them empty).
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigError(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const allowed = csv(e.ALLOWED_EMAIL_DOMAINS);
  if (production && allowed.length === 0) {
    throw new ConfigError('Invalid configuration:\n  ALLOWED_EMAIL_DOMAINS is required in production');
  }
  const config: AppConfig = {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR ? path.resolve(e.DATA_DIR) : DEFAULT_DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    allowedEmailDomains: allowed.length > 0 ? allowed : ['example.ac.kr'],
    adminEmails: csv(e.ADMIN_EMAILS ?? (production ? '' : 'admin@example.ac.kr')),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : DEFAULT_WEB_DIST,
    seedDemo: !production && e.SEED_DEMO === 'auto',
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    launchDate: e.LAUNCH_DATE || null,
    googleClientId: e.GOOGLE_CLIENT_ID ?? null,
    googleClientSecret: e.GOOGLE_CLIENT_SECRET ?? null,
    kakaoJsKey: e.KAKAO_JS_KEY || null,
    tossPaymentLink: e.TOSS_PAYMENT_LINK || null,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    devSignIn: e.DEV_SIGN_IN === '1',
    testClock: e.TEST_CLOCK === '1',
    smtpUrl: e.SMTP_URL || null,
    mailFrom: e.MAIL_FROM || `모아 <no-reply@${new URL(e.PUBLIC_URL ?? 'http://localhost').hostname}>`,
    mailRatePerMinute: e.MAIL_RATE_PER_MINUTE,
    ticketSecret: e.TICKET_SECRET || null,
    applicationRetentionDays: e.APPLICATION_RETENTION_DAYS,
    membershipRetentionDays: e.MEMBERSHIP_RETENTION_DAYS,
    metricsToken: e.METRICS_TOKEN || null,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
    headersTimeoutMs: HEADERS_TIMEOUT_MS,
    idleTimeoutMs: IDLE_TIMEOUT_MS,
  };
  const clockProblem = testClockProblem(config);
  if (clockProblem) throw new ConfigError(clockProblem);
  const problem = devProviderProblem(config);
  if (problem) throw new ConfigError(problem);
  return config;
}

/** A config for tests: defaults plus overrides, never read from the machine's environment. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({ NODE_ENV: 'test' }), seedDemo: false, ...overrides };
}
