import type { AnswerStore, AttemptMeta, StoredAnswer } from './answer-store.ts';

const DB_NAME = 'portal-exam-panel';
const ANSWERS = 'answers';
const ATTEMPTS = 'attempts';

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

const committed = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });

/**
 * A record as the device holds it: one a panel wrote before decision 073 has the review mark
 * under `marked`. It is read under the wire's name, so an attempt under way across the upgrade
 * keeps its marks.
 */
type DeviceRecord = Omit<StoredAnswer, 'marked_for_review'> & { marked_for_review?: boolean; marked?: boolean };
export const fromDevice = ({ marked, marked_for_review, ...record }: DeviceRecord): StoredAnswer => ({ ...record, marked_for_review: marked_for_review ?? marked ?? false });

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(DB_NAME, 1);
  request.onupgradeneeded = () => {
    const db = request.result;
    // Keyed [attempt_id, question_id] (the design's key); the index lists one attempt's answers.
    const answers = db.createObjectStore(ANSWERS, { keyPath: ['attempt_id', 'question_id'] });
    answers.createIndex('attempt', 'attempt_id');
    db.createObjectStore(ATTEMPTS, { keyPath: 'attempt_id' });
  };
  return done(request);
}

/**
 * The answer store in IndexedDB: every change is committed before the panel sends it, so a
 * closed window, a killed browser or a power cut keeps it for the next visit on this device.
 */
export async function createIdbAnswerStore(factory: IDBFactory = indexedDB): Promise<AnswerStore> {
  const db = await openDatabase(factory);
  return {
    load: async (attemptId) => {
      const tx = db.transaction([ANSWERS, ATTEMPTS], 'readonly');
      const [answers, meta] = await Promise.all([
        done(tx.objectStore(ANSWERS).index('attempt').getAll(IDBKeyRange.only(attemptId))) as Promise<DeviceRecord[]>,
        done(tx.objectStore(ATTEMPTS).get(attemptId)) as Promise<AttemptMeta | undefined>,
      ]);
      return { answers: answers.map(fromDevice), meta: meta ?? null };
    },
    write: async (list, meta) => {
      // Strict: committed means on disk (the default may leave it in the OS cache, lost in a power cut).
      const tx = db.transaction([ANSWERS, ATTEMPTS], 'readwrite', { durability: 'strict' });
      const finished = committed(tx);
      for (const a of list) tx.objectStore(ANSWERS).put(a);
      if (meta) tx.objectStore(ATTEMPTS).put(meta);
      await finished;
    },
    forget: async (attemptId) => {
      const tx = db.transaction([ANSWERS, ATTEMPTS], 'readwrite');
      const finished = committed(tx);
      const answers = tx.objectStore(ANSWERS);
      const keys = await done(answers.index('attempt').getAllKeys(IDBKeyRange.only(attemptId)));
      for (const key of keys) answers.delete(key);
      tx.objectStore(ATTEMPTS).delete(attemptId);
      await finished;
    },
  };
}
