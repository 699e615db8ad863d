/**
 * The page cache tests' common start and finish: each test begins with an
 * empty cache (so what it sees is its own doing) and ends back on real time
 * (several move the clock to age a page).
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { purgePageCache } from '../../src/render/page-cache/page-store';

/** Call at a page cache test file's top level. */
export function emptyPageCacheForEachTest(): void {
  beforeEach(() => purgePageCache());
  afterEach(() => vi.useRealTimers());
}
