import { defineConfig } from 'vitest/config';

// Browser tests: Node drives Debian's Chromium (playwright-core) against `wrangler dev`.
export default defineConfig({
  test: {
    include: ['test/browser/**/*.test.ts'],
    globalSetup: ['test/browser/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // One more try for a failed test; test/browser/flaky-reporter.ts names every test that needed it.
    retry: 1,
    // Smooth scrolling across the long home page takes up to two seconds.
    expect: { poll: { timeout: 5_000 } },
  },
});
