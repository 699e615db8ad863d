/**
 * A least-recently-used map bounded both in entries and in bytes, so neither
 * many small pages nor a few large ones can grow an isolate's memory without
 * limit. A Map keeps insertion order: re-inserting on read moves an entry to
 * the young end, and eviction takes from the old end.
 */
export class LruCache<V extends { bytes: number }> {
  readonly #entries = new Map<string, V>();
  #bytes = 0;

  constructor(
    readonly maxEntries: number,
    readonly maxBytes: number,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  /** Stores a value; one larger than the whole budget is not stored at all. */
  set(key: string, value: V): void {
    this.delete(key);
    if (value.bytes > this.maxBytes) return;
    this.#entries.set(key, value);
    this.#bytes += value.bytes;
    for (const [oldestKey, oldest] of this.#entries) {
      if (this.#entries.size <= this.maxEntries && this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldestKey);
      this.#bytes -= oldest.bytes;
    }
  }

  delete(key: string): void {
    const value = this.#entries.get(key);
    if (value === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= value.bytes;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }
}
