import { z } from 'zod';

const logLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

const optionalPostgresUrl = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()))
  .refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), 'must start with postgres:// or postgresql://');

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  // An empty DATABASE_URL means "not set" (the e2e setup passes DATABASE_URL='' to force PGlite).
  DATABASE_URL: optionalPostgresUrl,
  // Connections to DATABASE_URL; unset: sized to this machine's cores (server/db/client.ts).
  DATABASE_POOL_SIZE: z.coerce.number().int().positive().max(1000).optional(),
  // Behind PgBouncer in transaction mode: a URL straight to PostgreSQL for the start-up work
  // (migrations, first seed), which then runs without the timeouts below (server/db/prepare.ts).
  DATABASE_DIRECT_URL: optionalPostgresUrl,
  // How long a request waits for a connection (a new one, or a free one when the pool is full).
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().max(600_000).default(10_000),
  // Per connection, 0 = off: a runaway query or a transaction left open then ends instead of
  // holding a connection (and its locks) that every instance shares (server/db/client.ts).
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(86_400_000).default(0),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).max(86_400_000).default(0),
  // Named statements are per server connection; PgBouncer before 1.21 in transaction mode hands
  // each transaction any server connection, so there they must be off ('false').
  DATABASE_PREPARED_STATEMENTS: z.enum(['true', 'false']).default('true').transform((value) => value === 'true'),
  // On SIGTERM/SIGINT: how long in-flight requests may take to finish before the process exits anyway.
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  LOG_LEVEL: logLevel.default('info'),
  DIST_DIR: z.string().min(1).default('./dist'),
  // Failed sign-ins (successes never count; see server/auth/login-throttle.ts): per username from
  // one address per 15 minutes; per username from all addresses per hour, past which an address
  // that already failed for it gets no more tries; per address across usernames per 15 minutes.
  LOGIN_FAILURES_PER_PAIR: z.coerce.number().int().positive().default(5),
  LOGIN_FAILURES_PER_USERNAME: z.coerce.number().int().positive().default(20),
  LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(100),
  // Sessions end after this long unused, and this long after sign-in however busy (hours; the
  // defaults fit an election day from 6:00 to past midnight, see server/auth/sessions.ts).
  SESSION_IDLE_HOURS: z.coerce.number().positive().max(24 * 365).default(12),
  SESSION_MAX_HOURS: z.coerce.number().positive().max(24 * 365).default(30),
  // Behind a reverse proxy every client has the proxy's address, so one login limit would be
  // shared by everyone: 'true' (trust any proxy) or a comma list of proxy addresses/CIDRs.
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx): boolean | string[] => {
      const v = value.trim();
      if (v === 'true' || v === 'false') return v === 'true';
      const list = v.split(',').map((x) => x.trim()).filter(Boolean);
      if (list.length === 0) ctx.addIssue({ code: 'custom', message: "must be 'true', 'false' or a list of addresses" });
      return list;
    }),
});

/** The validated server configuration. `databaseUrl` undefined means embedded PGlite in `dataDir`. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** pg.Pool size for DATABASE_URL; undefined: the default for this machine. */
  databasePoolSize: number | undefined;
  /** PostgreSQL itself for migrations and the seed when DATABASE_URL is a PgBouncer; undefined: DATABASE_URL. */
  databaseDirectUrl: string | undefined;
  databaseConnectTimeoutMs: number;
  /** 0: no limit. */
  databaseStatementTimeoutMs: number;
  /** 0: no limit. */
  databaseIdleInTransactionTimeoutMs: number;
  databasePreparedStatements: boolean;
  shutdownGraceMs: number;
  logLevel: z.infer<typeof logLevel>;
  distDir: string;
  loginFailuresPerPair: number;
  loginFailuresPerUsername: number;
  loginFailuresPerAddress: number;
  sessionIdleHours: number;
  sessionMaxHours: number;
  /** Passed to Fastify's `trustProxy`. */
  trustProxy: boolean | string[];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once; throws ConfigError naming every bad variable so start-up fails fast. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid server configuration:\n  ${problems.join('\n  ')}`);
  }
  const c = parsed.data;
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: c.DATA_DIR,
    databaseUrl: c.DATABASE_URL,
    databasePoolSize: c.DATABASE_POOL_SIZE,
    databaseDirectUrl: c.DATABASE_DIRECT_URL,
    databaseConnectTimeoutMs: c.DATABASE_CONNECT_TIMEOUT_MS,
    databaseStatementTimeoutMs: c.DATABASE_STATEMENT_TIMEOUT_MS,
    databaseIdleInTransactionTimeoutMs: c.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    databasePreparedStatements: c.DATABASE_PREPARED_STATEMENTS,
    shutdownGraceMs: c.SHUTDOWN_GRACE_MS,
    logLevel: c.LOG_LEVEL,
    distDir: c.DIST_DIR,
    loginFailuresPerPair: c.LOGIN_FAILURES_PER_PAIR,
    loginFailuresPerUsername: c.LOGIN_FAILURES_PER_USERNAME,
    loginFailuresPerAddress: c.LOGIN_FAILURES_PER_ADDRESS,
    sessionIdleHours: c.SESSION_IDLE_HOURS,
    sessionMaxHours: c.SESSION_MAX_HOURS,
    trustProxy: c.TRUST_PROXY,
  };
}
