/**
 * A map that forgets: each entry lives `ttlMs`, and at most `maxEntries` entries and `maxBytes`
 * (as the caller sizes its values) are kept; when full, the entry stored longest ago goes first.
 * What a request can make it store is bounded, so made-up URLs or dates only evict entries.
 */
export type BoundedCacheOptions = {
  ttlMs: number;
  maxEntries: number;
  /** Total size of the values, as given to `set`; unbounded when absent. */
  maxBytes?: number;
  now?: () => number;
};

type Entry<V> = { value: V; bytes: number; expiresAt: number };

export class BoundedCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #options: Required<BoundedCacheOptions>;
  #bytes = 0;

  constructor(options: BoundedCacheOptions) {
    this.#options = {
      ...options,
      maxBytes: options.maxBytes ?? Number.POSITIVE_INFINITY,
      now: options.now ?? Date.now,
    };
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** The value under `key`, or undefined when there is none or it has expired. */
  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#options.now()) {
      this.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps `value` for the cache's time, or until `expiresAt` when that comes sooner. */
  set(key: string, value: V, { bytes = 0, expiresAt }: { bytes?: number; expiresAt?: number } = {}): void {
    const { ttlMs, maxEntries, maxBytes, now } = this.#options;
    this.delete(key);
    if (ttlMs <= 0 || maxEntries <= 0 || bytes > maxBytes) return;
    while (this.#entries.size > 0 && (this.#entries.size >= maxEntries || this.#bytes + bytes > maxBytes)) {
      this.delete(this.#entries.keys().next().value as string);
    }
    this.#entries.set(key, {
      value,
      bytes,
      expiresAt: Math.min(now() + ttlMs, expiresAt ?? Number.POSITIVE_INFINITY),
    });
    this.#bytes += bytes;
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }
}
