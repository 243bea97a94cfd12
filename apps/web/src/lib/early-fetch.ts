/**
 * Calls a page opened directly can start while the app is still starting (its code arriving,
 * React drawing the shell), instead of after the screen's first render (issue 14: the
 * dashboard's data and so its largest picture came 0.3 s later on this machine, over a second
 * on a throttled phone). Each is taken once, by the query whose key it was started under; a
 * later query of the same key asks the server as usual.
 */
const started = new Map<string, { promise: Promise<unknown>; at: number }>();
/** Keys whose query has asked already: starting them now would only ask the server twice. */
const asked = new Set<string>();
/** Older than this, an answer started early is not taken: the screen came late, ask again. */
const FRESH_MS = 10_000;

const keyText = (key: readonly unknown[]) => JSON.stringify(key);

/**
 * Starts `run` now for the query of `key`, unless one is waiting already or the query has asked
 * already (the app was quicker than the code that starts these).
 */
export function startEarly(key: readonly unknown[], run: () => Promise<unknown>): void {
  const text = keyText(key);
  if (started.has(text) || asked.has(text)) return;
  const promise = run();
  // Nobody may take it (the user goes elsewhere first): its failure is then nobody's to report.
  promise.catch(() => undefined);
  started.set(text, { promise, at: Date.now() });
}

/** The call started early for `key`, once; undefined when there is none (then ask as usual). */
export function takeEarly<T>(key: readonly unknown[]): Promise<T> | undefined {
  const text = keyText(key);
  const entry = started.get(text);
  started.delete(text);
  asked.add(text);
  if (!entry || Date.now() - entry.at > FRESH_MS) return undefined;
  return entry.promise as Promise<T>;
}

/** Drops every call started early and not taken (a test's end). */
export function forgetEarly(): void {
  started.clear();
  asked.clear();
}
