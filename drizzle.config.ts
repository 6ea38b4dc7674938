import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema without a database and committed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
