import { defineConfig } from 'drizzle-kit';

// Run from apps/server: `npx drizzle-kit generate`. The SQL files are committed and applied at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  casing: undefined,
});
