import { defineConfig } from 'vitest/config';

// Browser tests: Node drives Debian's Chromium (playwright-core) against `wrangler dev`.
export default defineConfig({
  test: {
    include: ['test/browser/**/*.test.ts'],
    globalSetup: ['test/browser/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // No second try: a test that fails once is a failure, and its cause is fixed rather than hidden by a retry.
    retry: 0,
    // Smooth scrolling across the long home page takes up to two seconds.
    expect: { poll: { timeout: 5_000 } },
  },
});
