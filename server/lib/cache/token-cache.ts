/**
 * Values by token hash, each with its own expiry, at most `maxEntries` of them (the least recently used goes
 * first), and indexed by user so that everything one user's tokens hold can be dropped at once.
 */
export class TokenCache<V> {
  readonly #maxEntries: number;
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  readonly #entries = new Map<string, { userId: string; value: V; expiresAt: number }>();
  readonly #byUser = new Map<string, Set<string>>();

  constructor(maxEntries: number) {
    if (!(maxEntries >= 1))
      throw new Error(`A token cache needs room for at least one entry, not ${maxEntries}.`);
    this.#maxEntries = maxEntries;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(tokenHash: string, now = Date.now()): V | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.#delete(tokenHash);
      return undefined;
    }
    this.#entries.delete(tokenHash);
    this.#entries.set(tokenHash, entry);
    return entry.value;
  }

  set(tokenHash: string, userId: string, value: V, expiresAt: number): void {
    this.#delete(tokenHash);
    this.#entries.set(tokenHash, { userId, value, expiresAt });
    let hashes = this.#byUser.get(userId);
    if (!hashes) this.#byUser.set(userId, (hashes = new Set()));
    hashes.add(tokenHash);
    if (this.#entries.size > this.#maxEntries) this.#delete(this.#entries.keys().next().value!);
  }

  forgetUser(userId: string): void {
    for (const tokenHash of this.#byUser.get(userId) ?? []) this.#entries.delete(tokenHash);
    this.#byUser.delete(userId);
  }

  clear(): void {
    this.#entries.clear();
    this.#byUser.clear();
  }

  #delete(tokenHash: string): void {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return;
    this.#entries.delete(tokenHash);
    const hashes = this.#byUser.get(entry.userId);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) this.#byUser.delete(entry.userId);
  }
}
