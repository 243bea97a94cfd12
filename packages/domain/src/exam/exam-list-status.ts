/** Test type ids [CONST-TEST-1]: 1 mock, 2 practice, 4 online. */
export const MOCK_TEST = 1;
export const PRACTICE_TEST = 2;
export const ONLINE_TEST = 4;

export type ExamListStatus = 'practice' | 'view' | 'expired' | 'attempted' | 'upcoming' | 'ongoing' | 'resume';

/** The fields of an exam card (S2 §3 "Test (exam card)") the list status reads. */
export type ExamStatusFacts = {
  test_type_id: number;
  /** 0 means unlimited. */
  test_limit: number;
  /** Completed attempts. */
  total_attempts: number;
  incomplete_attempts: number;
  /** Decision 033: 1 while an attempt waits for its result (not published), else 0. */
  is_submitted: number;
  /** Seconds. */
  start_timestamp: number;
  /** Seconds. */
  end_timestamp: number;
};

/** A practice test whose attempts are unlimited (0) or below the limit [EXAM-LIST-1] [EXAM-LIST-9]. */
export const practiceAttemptsLeft = (testLimit: number, totalAttempts: number): boolean =>
  testLimit === 0 || totalAttempts < testLimit;

/** Inside the window, the rules that refine "ongoing" [EXAM-LIST-1] [EXAM-LIST-6..9]. */
function statusInWindow(exam: ExamStatusFacts): ExamListStatus {
  const type = exam.test_type_id;
  if (type === PRACTICE_TEST) return practiceAttemptsLeft(exam.test_limit, exam.total_attempts) ? 'practice' : 'expired';
  if (type === MOCK_TEST || type === ONLINE_TEST) {
    if (exam.total_attempts > 0) return 'expired';
    if (exam.incomplete_attempts > 0) return 'resume';
  }
  return 'ongoing';
}

/** After the end: expired without any attempt, view when the result is open, else attempted [EXAM-LIST-2..4]. */
function statusAfterEnd(exam: ExamStatusFacts, product: boolean): ExamListStatus {
  if (exam.total_attempts <= 0 && exam.incomplete_attempts <= 0) return 'expired';
  if (exam.is_submitted === 0 && !product) return 'view';
  return 'attempted';
}

/**
 * The list status of an exam card at `nowMs` (milliseconds), decision 033 for [EXAM-LIST-14]
 * (reading B): the window first. Before start_timestamp × 1000 [EXAM-LIST-10] the card is
 * upcoming [EXAM-LIST-5], whatever its type. From the start up to (not including) the end:
 * practice or expired for type 2 by its limit [EXAM-LIST-1] [EXAM-LIST-9]; for types 1 and 4
 * expired with a completed attempt [EXAM-LIST-8], resume with only incomplete ones
 * [EXAM-LIST-7]; else ongoing [EXAM-LIST-6]. At or after the end every type, practice too:
 * expired with no attempt at all [EXAM-LIST-3], view with attempts and is_submitted 0
 * [EXAM-LIST-2], else attempted [EXAM-LIST-4]. A product exam (`product`) has no view state
 * and is attempted instead [EXAM-LIST-13].
 */
export function examListStatus(exam: ExamStatusFacts, nowMs: number, product = false): ExamListStatus {
  if (nowMs < exam.start_timestamp * 1000) return 'upcoming';
  if (nowMs < exam.end_timestamp * 1000) return statusInWindow(exam);
  return statusAfterEnd(exam, product);
}

const SHOWN: ReadonlySet<ExamListStatus> = new Set(['upcoming', 'practice', 'ongoing', 'resume', 'view']);

/** Only upcoming, practice, ongoing, resume and view cards show [EXAM-LIST-11]; expired and attempted are hidden [EXAM-LIST-12]. */
export const isCardShown = (status: ExamListStatus): boolean => SHOWN.has(status);
