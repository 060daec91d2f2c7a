import { describe, expect, it } from 'vitest';
import { pgbouncerIni } from '../../scripts/fleet/configs';

// The fleet rows put PgBouncer in front of the national database (CI's has a password).
describe('pgbouncerIni upstream', () => {
  const base = { listenPort: 1, database: 'terren', user: 'terren', authFile: '/a', logFile: '/l', maxClientConnections: 10, serverPoolSize: 5, statementTimeoutMs: 0, idleInTransactionTimeoutMs: 0 };

  it('names a throwaway cluster by host, port and database only', () => {
    const ini = pgbouncerIni({ ...base, upstream: { host: '127.0.0.1', port: 5555, database: 'terren' } });
    expect(ini).toContain('terren = host=127.0.0.1 port=5555 dbname=terren\n');
  });

  it("logs in to a given database with its URL's account, the password quoted", () => {
    const ini = pgbouncerIni({ ...base, upstream: { host: 'db', port: 5432, database: 'terren_bench_national_50000', user: 'ci', password: "it's" } });
    expect(ini).toContain("terren = host=db port=5432 dbname=terren_bench_national_50000 user=ci password='it''s'\n");
  });
});
