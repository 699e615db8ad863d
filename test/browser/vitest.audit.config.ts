import { defineConfig } from 'vitest/config';
import browser from './vitest.config';

// Audits too slow for every test run (Lighthouse on each back-office page, about a minute): `bun run bench` runs them
// against the same `wrangler dev` the browser tests use. The browser tests' settings, with only the audits included.
export default defineConfig({ ...browser, test: { ...browser.test, include: ['test/browser/**/*.audit.ts'] } });
