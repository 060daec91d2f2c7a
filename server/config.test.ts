import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';
import { defaultPoolSize } from './db/client';

describe('readConfig', () => {
  it('fills the defaults from an empty environment', () => {
    expect(readConfig({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      databasePoolSize: undefined,
      databaseDirectUrl: undefined,
      databaseConnectTimeoutMs: 10_000,
      databaseStatementTimeoutMs: 0,
      databaseIdleInTransactionTimeoutMs: 0,
      databasePreparedStatements: true,
      shutdownGraceMs: 10_000,
      logLevel: 'info',
      distDir: './dist',
      loginFailuresPerPair: 5,
      loginFailuresPerUsername: 20,
      loginFailuresPerAddress: 100,
      sessionIdleHours: 12,
      sessionMaxHours: 30,
      trustProxy: false,
    });
  });

  it('reads the proxy trust as a flag or a list', () => {
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).trustProxy).toEqual(['10.0.0.1', '192.168.0.0/16']);
  });

  it('reads the session limits in hours and the sign-in failure limits', () => {
    const config = readConfig({ SESSION_IDLE_HOURS: '1.5', SESSION_MAX_HOURS: '48', LOGIN_FAILURES_PER_PAIR: '3', LOGIN_FAILURES_PER_ADDRESS: '500' });
    expect(config).toMatchObject({ sessionIdleHours: 1.5, sessionMaxHours: 48, loginFailuresPerPair: 3, loginFailuresPerAddress: 500 });
    expect(() => readConfig({ SESSION_IDLE_HOURS: '0' })).toThrow(ConfigError);
  });

  it('treats an empty DATABASE_URL as unset (PGlite)', () => {
    expect(readConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    expect(readConfig({ DATABASE_URL: 'postgres://u:p@h:5432/d' }).databaseUrl).toBe('postgres://u:p@h:5432/d');
  });

  it('reads the PostgreSQL pool size; unset, it follows the cores', () => {
    expect(readConfig({ DATABASE_POOL_SIZE: '24' }).databasePoolSize).toBe(24);
    expect(() => readConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(ConfigError);
    expect([1, 2, 4, 16].map((cores) => defaultPoolSize(cores))).toEqual([10, 10, 16, 32]);
  });

  it('reads the connection, statement and idle-in-transaction timeouts, the direct URL and the shutdown grace', () => {
    const config = readConfig({
      DATABASE_CONNECT_TIMEOUT_MS: '2500',
      DATABASE_STATEMENT_TIMEOUT_MS: '15000',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '60000',
      DATABASE_DIRECT_URL: 'postgres://u:p@db:5432/d',
      DATABASE_PREPARED_STATEMENTS: 'false',
      SHUTDOWN_GRACE_MS: '3000',
    });
    expect(config).toMatchObject({
      databaseConnectTimeoutMs: 2500,
      databaseStatementTimeoutMs: 15_000,
      databaseIdleInTransactionTimeoutMs: 60_000,
      databaseDirectUrl: 'postgres://u:p@db:5432/d',
      databasePreparedStatements: false,
      shutdownGraceMs: 3000,
    });
    expect(readConfig({ DATABASE_DIRECT_URL: ' ' }).databaseDirectUrl).toBeUndefined();
    for (const bad of [{ DATABASE_CONNECT_TIMEOUT_MS: '0' }, { DATABASE_STATEMENT_TIMEOUT_MS: '-1' }, { SHUTDOWN_GRACE_MS: 'soon' }, { DATABASE_DIRECT_URL: 'mysql://x' }, { DATABASE_PREPARED_STATEMENTS: 'yes' }]) {
      expect(() => readConfig(bad), JSON.stringify(bad)).toThrow(ConfigError);
    }
  });

  it('fails fast naming every bad variable', () => {
    expect(() => readConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    try {
      readConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (error) {
      const text = (error as Error).message;
      expect(text).toContain('PORT');
      expect(text).toContain('DATABASE_URL');
      expect(text).toContain('LOG_LEVEL');
    }
  });
});
