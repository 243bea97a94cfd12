import type { TPanelSaveItem } from '@portal/contract';
import { MAX_SAVE_ITEMS } from '@portal/contract/exam-panel-wire';
import type { PanelSaved } from '../api/panel-types.ts';
import { retryDelayMs } from '../model/backoff.ts';
import { saveFailure } from '../model/save-failure.ts';

/** Changes made within this time go in one batch. */
export const DEBOUNCE_MS = 300;

/**
 * idle: nothing unsent, or a batch is due; sending: a batch is on its way; retrying: the server
 * failed, a retry is due; offline: no network, a retry is due (and 'online' retries at once);
 * signed-out: waits for the in-place sign-in; stopped: the attempt is over, nothing more is sent.
 */
export type QueueStatus = 'idle' | 'sending' | 'retrying' | 'offline' | 'signed-out' | 'stopped';

/** A save's answer, with how long its call took when measured (the clock's correction). */
export type SaveReply = PanelSaved & { rtt_ms?: number };

export type SyncQueueDeps = {
  /** Every question whose state on the device is newer than what the server acknowledged. */
  unsent: () => TPanelSaveItem[];
  send: (items: TPanelSaveItem[]) => Promise<SaveReply>;
  /** The server now holds these seqs. */
  acknowledge: (saved: PanelSaved['saved']) => void;
  /** The server refused this item (400 naming it): it is never sent again. */
  refuse: (item: TPanelSaveItem, message: string | null) => void;
  onStatus: (status: QueueStatus) => void;
  /** 401: sign in again in place; call resume() afterwards. */
  onSignIn: () => void;
  /** 409 time over or attempt closed: nothing more is sent. */
  onClosed: (code: string | null, message: string | null) => void;
  /** Every save answers the time left and the server's clock: a free re-sync of the countdown. */
  onReply?: (reply: SaveReply) => void;
  isOnline?: () => boolean;
  /**
   * A light call that succeeds once the server can be reached again (GET .../time): tried every
   * PROBE_EVERY_MS while the network is gone, so the queue sends as soon as it is back even when
   * the browser's 'online' event does not come (issue 32).
   */
  probe?: () => Promise<unknown>;
};

/** How often the network is probed while it is gone. */
export const PROBE_EVERY_MS = 3_000;

/**
 * The queue that sends the device's answers (issue 13, decision 040). Every item with seq >
 * saved_seq goes in one batch, ~300 ms after a change; a failure retries with backoff 1 s -> 15 s;
 * 'online' retries at once; nothing pauses near the deadline (Moodle stopped autosaving there).
 * Items carry their seq, so a batch sent twice, or a late one, never overwrites a newer answer.
 */
export function createSyncQueue(deps: SyncQueueDeps) {
  const isOnline = deps.isOnline ?? (() => navigator.onLine);
  let status: QueueStatus = 'idle';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let retryDue = false;
  let inFlight: Promise<void> | null = null;
  let failures = 0;
  let halted = false;
  let probing: ReturnType<typeof setInterval> | undefined;
  const stopProbing = () => {
    clearInterval(probing);
    probing = undefined;
  };
  // While offline, a probe that gets through sends at once (backoff or not).
  const startProbing = () => {
    if (!deps.probe || probing) return;
    probing = setInterval(() => {
      deps.probe!().then(
        () => {
          if (!halted && probing) queue.sendNow();
        },
        () => undefined,
      );
    }, PROBE_EVERY_MS);
  };

  const setStatus = (next: QueueStatus) => {
    if (next === status) return;
    status = next;
    deps.onStatus(next);
  };
  const cancelTimer = () => {
    clearTimeout(timer);
    timer = undefined;
    retryDue = false;
  };
  const schedule = (ms: number, retry = false) => {
    cancelTimer();
    retryDue = retry;
    timer = setTimeout(() => {
      timer = undefined;
      retryDue = false;
      void run();
    }, ms);
  };
  const failed = (offline: boolean) => {
    failures += 1;
    setStatus(offline ? 'offline' : 'retrying');
    schedule(retryDelayMs(failures), true);
    if (offline) startProbing();
  };

  /** Sends one batch; says when the next one is due ('soon': changes made meanwhile; 'now': the rest of a refused batch). */
  async function attempt(items: TPanelSaveItem[]): Promise<'soon' | 'now' | 'none'> {
    try {
      const result = await deps.send(items);
      if (halted) {
        deps.onReply?.(result);
        deps.acknowledge(result.saved);
        return 'none';
      }
      failures = 0;
      stopProbing();
      deps.onReply?.(result);
      deps.acknowledge(result.saved);
      setStatus('idle');
      return 'soon';
    } catch (error) {
      if (halted) return 'none';
      const failure = saveFailure(error);
      if (failure.kind === 'retry') {
        failed(failure.offline || !isOnline());
        return 'none';
      }
      if (failure.kind === 'sign-in' || failure.kind === 'relaunch') {
        halted = true;
        setStatus('signed-out');
        deps.onSignIn();
        return 'none';
      }
      if (failure.kind === 'closed') {
        halted = true;
        setStatus('stopped');
        deps.onClosed(failure.code, failure.message);
        return 'none';
      }
      // One refused item never holds back the others: drop it and send the rest at once.
      const refused = items[failure.index];
      if (refused) deps.refuse(refused, failure.message);
      setStatus('idle');
      return 'now';
    }
  }

  async function run(): Promise<void> {
    if (halted || inFlight) return;
    // At most the contract's items in one save; more go in the next batch.
    const items = deps.unsent().slice(0, MAX_SAVE_ITEMS);
    if (items.length === 0) return setStatus('idle');
    // navigator.onLine only words the status: it can be wrong, and a send offline fails at once.
    if (!isOnline()) setStatus('offline');
    else if (status !== 'offline') setStatus('sending');
    const flight = attempt(items);
    inFlight = flight.then(() => undefined);
    const next = await flight;
    inFlight = null;
    if (halted || timer || next === 'none' || deps.unsent().length === 0) return;
    if (next === 'now') void run();
    else schedule(DEBOUNCE_MS); // changed while this batch travelled
  }

  const queue = {
    /** A question changed (already written to the device): send it soon. */
    notify() {
      if (halted || inFlight || timer) return; // a due batch or retry takes every unsent item
      schedule(DEBOUNCE_MS);
    },
    /** The network is back, or the page is being hidden: send now, whatever the backoff. */
    sendNow() {
      if (halted) return;
      stopProbing();
      cancelTimer();
      failures = 0;
      void run();
    },
    /** The browser says it is offline: say so at once for what is unsent. */
    offline() {
      if (!halted && deps.unsent().length > 0) setStatus('offline');
    },
    /** After the in-place sign-in (a new attempt cookie): send everything waiting. */
    resume() {
      halted = false;
      failures = 0;
      setStatus('idle');
      cancelTimer();
      void run();
    },
    /**
     * The attempt ends (submit): nothing more is sent. The submit does not wait for a batch on its
     * way (seqs make the overlap harmless; waiting could cost the grace at 0 s); that batch's
     * outcome is then ignored, so a late 409 never reads as the attempt closing on its own.
     */
    stop() {
      halted = true;
      cancelTimer();
      stopProbing();
      setStatus('stopped');
    },
    status: () => status,
    retryPending: () => retryDue,
    dispose() {
      halted = true;
      cancelTimer();
      stopProbing();
    },
  };
  return queue;
}

export type SyncQueue = ReturnType<typeof createSyncQueue>;
