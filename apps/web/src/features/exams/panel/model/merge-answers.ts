import type { TPanelSavedAnswer } from '@portal/contract';
import type { Answer } from '@portal/domain/exam/question-types';
import type { AttemptMeta, StoredAnswer, StoredAttempt } from '../store/answer-store.ts';

/** The server's answer of a question, kept only when it is of the question's kind (a question edited since: treated as none). */
export const asAnswer = (answer: Answer | null, kind: string | undefined): Answer | null => (answer?.kind === kind ? answer : null);

/**
 * What the panel starts from (issue 13): per question, the server's state and the device's merged
 * by the higher seq. A newer device answer (written offline, or sent when the window closed) is
 * kept and marked unsent against what the server holds, so the queue sends it; otherwise the
 * server's wins (another device answered later). The counter continues above every seq seen, so
 * a change made here always outranks what any device sent before.
 */
export function mergeAnswers(
  attemptId: number,
  server: readonly TPanelSavedAnswer[],
  device: StoredAttempt,
  kindOf: (questionId: number) => string | undefined,
): { answers: StoredAnswer[]; meta: AttemptMeta } {
  const merged = new Map<number, StoredAnswer>();
  const held = new Map(server.map((s) => [s.question_id, s]));
  for (const s of server) {
    if (!kindOf(s.question_id)) continue; // not a question of this test (edited since): nothing to show
    merged.set(s.question_id, { ...s, attempt_id: attemptId, answer: asAnswer(s.answer, kindOf(s.question_id)), saved_seq: s.seq });
  }
  for (const d of device.answers) {
    if (!kindOf(d.question_id)) continue;
    const serverSeq = held.get(d.question_id)?.seq ?? 0;
    if (d.seq > serverSeq) {
      // The truth about what was sent is what the server holds now, not what this device noted.
      const time = Math.max(d.time_spent_ms, held.get(d.question_id)?.time_spent_ms ?? 0);
      merged.set(d.question_id, { ...d, attempt_id: attemptId, saved_seq: serverSeq, time_spent_ms: time });
    }
  }
  const seq = Math.max(device.meta?.seq ?? 0, ...server.map((s) => s.seq), ...device.answers.map((d) => d.seq), 0);
  const visited = new Set([...(device.meta?.visited ?? []), ...merged.keys()]);
  return { answers: [...merged.values()].sort((a, b) => a.question_id - b.question_id), meta: { attempt_id: attemptId, seq, visited: [...visited] } };
}
