import { defineConfig } from 'drizzle-kit';

// Only `generate` is used: migrations are committed and applied by server/db/migrate.ts on start,
// so the same SQL runs on embedded PGlite and on PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
