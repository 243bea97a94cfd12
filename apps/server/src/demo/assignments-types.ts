import type { DemoFileId } from './assignments-files.ts';

export type DemoLink = { link: [name: string, url: string] };
export type DemoAttachment = DemoFileId | DemoLink;

/** A demo student's work; students of the batch without one are Pending. */
export type SubmissionSeed = {
  student: number;
  status: 'Draft' | 'Submitted';
  /** Days before the due day the work was saved or handed in (negative: late), never after now. */
  savedBeforeDue: number;
  comment?: string;
  attachments?: DemoAttachment[];
  /** The teacher's evaluation: a grade (graded assignments) or marks obtained. */
  evaluated?: { grade?: string; marks?: number; comment: string };
};

/**
 * A demo assignment of a batch. `due` is relative to today in the current year (days from
 * today, 0 = today, negative = past) at an Indian wall time; in the previous year it counts
 * back from the year's last day.
 */
export type AssignmentSeed = {
  institute: number;
  year: 'previous' | 'current';
  batch: string;
  title: string;
  subject: string;
  topic?: string;
  subTopic?: string;
  description: string;
  due: { days: number; time: string };
  late: boolean;
  /** Graded (a grade is shown) instead of marked. */
  graded?: boolean;
  /** Total marks of a marked assignment. */
  marks?: number;
  teacher: DemoAttachment[];
  solutions?: DemoFileId[];
  submissions?: SubmissionSeed[];
};
