import path from 'node:path';
import { z } from 'zod';

/** Configuration, read once from the environment and validated (design.md rule 6). */

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
  /** Always true in the app; only the concurrency test's control run turns it off. */
  capacityGuard: boolean;
};

const DEFAULT_WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');
/** ./data at the repository's root, wherever the process was started from. */
const DEFAULT_DATA_DIR = path.resolve(import.meta.dirname, '../../../data');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const allowed = csv(e.ALLOWED_EMAIL_DOMAINS);
  if (production && allowed.length === 0) {
    throw new Error('Invalid configuration:\n  ALLOWED_EMAIL_DOMAINS is required in production');
  }
  return {
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
    capacityGuard: true,
  };
}

/** A config for tests: defaults plus overrides, never read from the machine's environment. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({ NODE_ENV: 'test' }), seedDemo: false, ...overrides };
}
