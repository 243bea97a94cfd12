type Waiter = { exclusive: boolean; grant: () => void };

/**
 * Shared/exclusive lock, FIFO with no overtaking: a waiting exclusive request holds back
 * later shared ones, so a transaction is never starved by a stream of plain queries.
 */
export class RwLock {
  #shared = 0;
  #exclusive = false;
  readonly #queue: Waiter[] = [];

  /** Many at once; returns the release function. */
  shared(): Promise<() => void> {
    return this.#request(false);
  }

  /** Alone; returns the release function. */
  exclusive(): Promise<() => void> {
    return this.#request(true);
  }

  #request(exclusive: boolean): Promise<() => void> {
    return new Promise((resolve) => {
      this.#queue.push({ exclusive, grant: () => resolve(this.#releaser(exclusive)) });
      this.#drain();
    });
  }

  #releaser(exclusive: boolean): () => void {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      if (exclusive) this.#exclusive = false;
      else this.#shared--;
      this.#drain();
    };
  }

  #drain(): void {
    while (this.#queue.length > 0 && !this.#exclusive) {
      const next = this.#queue[0]!;
      if (next.exclusive && this.#shared > 0) return;
      this.#queue.shift();
      if (next.exclusive) this.#exclusive = true;
      else this.#shared++;
      next.grant();
    }
  }
}
