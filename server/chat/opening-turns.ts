/**
 * The turns on this node that have arrived and not yet said anything, and a wait for those that arrived before
 * now. A turn's tools take this wait (chat/routes.ts): with twenty turns at once the tools' queries (PGlite,
 * DuckDB) and the answers after them took the cores while later turns still waited for their first word, and a
 * first word is what tells the user the assistant is on it (issue 9). The wait is capped, so a turn whose first
 * word is slow (a remote model) or a stream of new turns holds nobody's tools for long.
 */
export class OpeningTurns {
  readonly #maxWaitMs: number;
  /** Ids of the turns still opening, oldest first (a Set iterates in insertion order, and ids only grow). */
  readonly #open = new Set<number>();
  /** Waits, oldest first: each for the turns with an id below `upTo`. */
  readonly #waiting: { upTo: number; release: () => void }[] = [];
  #nextId = 0;

  constructor(maxWaitMs: number) {
    this.#maxWaitMs = maxWaitMs;
  }

  /** A turn arrived; call what this returns once it has said its first word or ended (again is harmless). */
  begin(): () => void {
    const id = this.#nextId++;
    this.#open.add(id);
    return () => {
      if (this.#open.delete(id)) this.#wake();
    };
  }

  /** Resolves once every turn that arrived before this call has opened, or after the longest wait. */
  earlierOpened(): Promise<void> {
    const upTo = this.#nextId;
    if (!this.#anyOpenBelow(upTo)) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const waiter = {
        upTo,
        release: () => {
          clearTimeout(timer);
          const at = this.#waiting.indexOf(waiter);
          if (at !== -1) this.#waiting.splice(at, 1);
          resolve();
        },
      };
      const timer = setTimeout(waiter.release, this.#maxWaitMs);
      this.#waiting.push(waiter);
    });
  }

  #anyOpenBelow(upTo: number): boolean {
    const oldest = this.#open.values().next();
    return !oldest.done && oldest.value < upTo;
  }

  #wake(): void {
    while (this.#waiting[0] && !this.#anyOpenBelow(this.#waiting[0].upTo)) this.#waiting[0].release();
  }
}
