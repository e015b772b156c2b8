import { defineConfig } from 'drizzle-kit';

// One set of migrations for PGlite and PostgreSQL: both speak the same SQL dialect.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
