/**
 * The rendered pages one isolate keeps. Two separate LRUs: pages at their
 * plain address, and pages with a query (GET forms: blog filter, quiz, ROI).
 * Queries are unbounded in number, so a flood of them can only evict other
 * query pages, never the plain pages nearly every visitor asks for.
 */
import { LruCache } from './lru';

export interface CachedPage {
  body: Uint8Array<ArrayBuffer>;
  /** The body compressed once with brotli, sent as is to clients that accept it; null when not stored. */
  brotli: Uint8Array<ArrayBuffer> | null;
  /** Both bodies' lengths: what the LRU's byte budget counts. */
  bytes: number;
  /** The route's own headers (content type, any Cache-Control it chose), without per-request ones. */
  headers: [string, string][];
  etag: string;
  /** The training content version it was rendered against (D1 pages only; null for pages of code alone). */
  contentVersion: string | null;
  /** Date.now() at render; the page is rendered again from expiresAt on. */
  renderedAt: number;
  expiresAt: number;
}

const MIB = 1024 * 1024;

class PageStore {
  readonly plain = new LruCache<CachedPage>(256, 16 * MIB);
  readonly withQuery = new LruCache<CachedPage>(256, 8 * MIB);

  /** The stored page, unless it has expired or was rendered against other content than `contentVersion`. */
  get(key: string, hasQuery: boolean, now: number, contentVersion: string | null = null): CachedPage | undefined {
    const lru = hasQuery ? this.withQuery : this.plain;
    const page = lru.get(key);
    if (page && (now >= page.expiresAt || page.contentVersion !== contentVersion)) {
      lru.delete(key);
      return undefined;
    }
    return page;
  }

  set(key: string, hasQuery: boolean, page: CachedPage): void {
    (hasQuery ? this.withQuery : this.plain).set(key, page);
  }

  clear(): void {
    this.plain.clear();
    this.withQuery.clear();
  }
}

/** This isolate's pages. A deploy starts new isolates, so nothing here outlives the code that rendered it. */
export const pageStore = new PageStore();

/** Forget every rendered page in this isolate (tests; an in-Worker content change would call it too). */
export function purgePageCache(): void {
  pageStore.clear();
}
