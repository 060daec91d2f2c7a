import { z } from 'zod';

const logLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  // An empty DATABASE_URL means "not set" (the e2e setup passes DATABASE_URL='' to force PGlite).
  DATABASE_URL: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()))
    .refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), 'must start with postgres:// or postgresql://'),
  LOG_LEVEL: logLevel.default('info'),
  DIST_DIR: z.string().min(1).default('./dist'),
  // Logins per client address per 5 minutes, and failed logins per username per 15 minutes.
  // Raise the first for test runs that sign in often from one machine (e2e, benchmarks).
  LOGIN_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  LOGIN_FAILURES_PER_USERNAME: z.coerce.number().int().positive().default(5),
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
  logLevel: z.infer<typeof logLevel>;
  distDir: string;
  loginLimitPerAddress: number;
  loginFailuresPerUsername: number;
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
    logLevel: c.LOG_LEVEL,
    distDir: c.DIST_DIR,
    loginLimitPerAddress: c.LOGIN_LIMIT_PER_ADDRESS,
    loginFailuresPerUsername: c.LOGIN_FAILURES_PER_USERNAME,
    trustProxy: c.TRUST_PROXY,
  };
}
