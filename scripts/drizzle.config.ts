import { defineConfig } from 'drizzle-kit';

// Flat NNNN_name.sql output: wrangler and readD1Migrations read only the top folder.
export default defineConfig({
  dialect: 'sqlite',
  schema: './src/db/schema/*.ts',
  out: './migrations',
  migrations: { prefix: 'index' },
});
