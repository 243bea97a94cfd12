import type { QuestionMedia, QuestionOptions, StoredKey, TestTypeId } from '../db/types-exams.ts';

/** A fraction of marks: [numerator, denominator]. */
export type Mark = readonly [num: number, den: number];

/** A question of the demo bank before it has an id; `ref` names it within the seed. */
export type QuestionSeed = {
  ref: string;
  subject: string;
  topic?: string;
  stem: string;
  options?: QuestionOptions;
  key: StoredKey;
  solution?: string;
  media?: QuestionMedia[];
  /** A passage's ref (PassageSeed). */
  passage?: string;
  /** Defaults of the bank; a test may set its own scheme. */
  marks?: Mark;
  negative?: Mark;
};

export type PassageSeed = { ref: string; title: string; body: string };

/** One institute's bank. */
export type BankSeed = { passages: PassageSeed[]; questions: QuestionSeed[] };

/** How a learner took a test: finished attempts (how well: 0..1), or one still open now. */
export type Sitting = { userId: number; done?: number; ability: number; open?: boolean };

/** A demo test before it has an id, unless the timetable gave it one. */
export type TestSeed = {
  ref: string;
  id?: number;
  institute: number;
  /** A label's name in the institute, or null for a test outside any label. */
  label: string | null;
  type: TestTypeId;
  name: string;
  title: string;
  start: Date;
  end: Date;
  duration: number;
  limit: number;
  published: boolean;
  downloadSolution?: boolean;
  /** Batch names of the current academic year that sit it. */
  batches: string[];
  /** Sections in order: the subject and the refs of its questions. */
  sections: { name: string; questions: string[] }[];
  /** The test's own marking scheme for non-numeric questions, when not the bank's. */
  scheme?: { marks: Mark; negative: Mark };
  sittings: Sitting[];
  /** Non-login classmates who sat it: a cohort's name. */
  cohort?: 'school' | 'coaching';
};
