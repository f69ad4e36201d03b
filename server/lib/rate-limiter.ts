/**
 * In-memory sliding-window counter: at most `limit` hits per key within `windowMs`. One instance per app,
 * so it is per server process (documented in docs/api.md); a multi-node deployment would move it to the db.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const list = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  isLimited(key: string): boolean {
    return this.recent(key).length >= this.limit;
  }

  hit(key: string): void {
    const list = this.recent(key);
    list.push(this.now());
    this.hits.set(key, list);
    if (this.hits.size > 10_000) this.prune();
  }

  /** Hit and report whether the key was already over the limit. */
  take(key: string): boolean {
    if (this.isLimited(key)) return false;
    this.hit(key);
    return true;
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private prune(): void {
    for (const key of [...this.hits.keys()]) this.recent(key);
  }
}
