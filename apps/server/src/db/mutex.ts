/**
 * A FIFO lock. PGlite has one connection: a transaction must own it from BEGIN to COMMIT, or
 * another request's query would run inside that transaction.
 */
export class Mutex {
  #tail: Promise<void> = Promise.resolve();

  /** Resolves once the lock is held; call the returned function to release it. */
  async acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const previous = this.#tail;
    this.#tail = previous.then(() => next);
    await previous;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  }
}
