import { defineConfig } from 'vitest/config';

// Tests of the build and deploy scripts: they read and write files and run HTTP servers, so they run in Node,
// not in workerd with the unit and API tests (vitest.config.ts). `bun run test` runs them as its "scripts" step.
export default defineConfig({
  test: {
    include: ['test/scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
