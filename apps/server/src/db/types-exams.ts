import type { ColumnType, Generated } from 'kysely';
import type { ChangeStamp } from './types-exports.ts';
import type { Answer, QuestionKey } from '@portal/domain/exam/question-types';

/** A timestamptz column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A date column: both drivers are set to hand it over as 'YYYY-MM-DD'. */
type DateOnly = string;
/** A time column: read as 'HH:MM:SS', written as 'HH:MM' or 'HH:MM:SS'. */
type TimeOfDay = string;
/** numeric: read as text by both drivers (exact), written as a number or text. */
type Numeric = ColumnType<string, number | string, number | string>;
/** jsonb: both drivers parse it on read; written as its JSON text (pg would turn a JS array into a PostgreSQL array). */
type Jsonb<T> = ColumnType<T, string, string>;

export type TestTypeId = 1 | 2 | 4;
export type QuestionKind = QuestionKey['kind'];
export type AttemptStatus = 'in_progress' | 'submitted' | 'expired';

/** A choice, a matching item, a grid row or column: an id the key and answers name, and its HTML. */
export type OptionItem = { id: string; html: string };

/** What a question shows besides its stem, by kind (exam_question.options). */
export type QuestionOptions = {
  /** single and multiple choice. */
  choices?: OptionItem[];
  /** matching: left items each matched to one right item. */
  left?: OptionItem[];
  right?: OptionItem[];
  /** grid: one or several columns per row. */
  rows?: OptionItem[];
  columns?: OptionItem[];
  /** numeric: the unit shown after the box ('m/s'). */
  unit?: string;
};

/** The domain's key without its marks, which are columns (exam_question.answer_key). */
export type StoredKey = QuestionKey extends infer K ? (K extends QuestionKey ? Omit<K, 'marks' | 'negative'> : never) : never;

/** A media item shown beside a question [S2 §3 Bookmark media_data]. */
export type QuestionMedia = { media_type: 'image' | 'audio' | 'video' | 'other'; source_path: string; title?: string };

export type ExamLabelTable = {
  id: Generated<number>;
  institute_id: number;
  label_name: string;
  test_type_id: TestTypeId;
  title: Generated<string>;
  sort_order: Generated<number>;
};

export type ExamTestTable = {
  id: Generated<number>;
  institute_id: number;
  label_id: number | null;
  test_type_id: TestTypeId;
  test_name: string;
  title: Generated<string>;
  instructions_html: Generated<string>;
  starts_at: Timestamp;
  ends_at: Timestamp;
  duration_minutes: number;
  test_limit: Generated<number>;
  is_result_published: Generated<boolean>;
  is_download_solution: Generated<boolean>;
  created_at: Generated<Timestamp>;
};

export type ExamTestBatchTable = { test_id: number; batch_id: number };

export type ExamTestSectionTable = { test_id: number; section_no: number; section_name: string };

export type ExamPassageTable = { id: Generated<number>; institute_id: number; title: Generated<string>; body_html: string };

export type ExamQuestionTable = {
  id: Generated<number>;
  institute_id: number;
  kind: QuestionKind;
  subject_name: string;
  topic_name: string | null;
  passage_id: number | null;
  stem_html: string;
  options: Jsonb<QuestionOptions>;
  answer_key: Jsonb<StoredKey>;
  solution_html: string | null;
  media: Jsonb<QuestionMedia[]>;
  marks_num: number;
  marks_den: Generated<number>;
  negative_num: Generated<number>;
  negative_den: Generated<number>;
};

export type ExamTestQuestionTable = {
  test_id: number;
  question_id: number;
  position: number;
  section_no: number;
  marks_num: number | null;
  marks_den: number | null;
  negative_num: number | null;
  negative_den: number | null;
};

export type ExamAttemptTable = ChangeStamp & {
  id: Generated<number>;
  test_id: number;
  user_id: number;
  attempt_no: number;
  started_at: Timestamp;
  deadline: Timestamp;
  finished_at: Timestamp | null;
  status: AttemptStatus;
  score: Numeric | null;
  max_marks: Numeric | null;
  right_count: number | null;
  partial_count: number | null;
  wrong_count: number | null;
  left_count: number | null;
  time_taken_seconds: number | null;
  scored_at: Timestamp | null;
};

export type ExamAnswerTable = {
  attempt_id: number;
  question_id: number;
  answer: Jsonb<Answer | null> | null;
  seq: number;
  saved_at: Timestamp;
  marked_for_review: Generated<boolean>;
  time_spent_ms: Generated<number>;
};

export type ExamBookmarkTable = {
  user_id: number;
  question_id: number;
  test_id: number | null;
  attempt_id: number | null;
  created_at: Timestamp;
};

export type ExamProductTestTable = {
  user_id: number;
  product_id: number;
  product_name: string;
  test_id: number;
  test_institute_id: number;
  assigned_at: Timestamp;
};

export type ExamSettingTable = { institute_id: number; show_exam_rank: Generated<boolean> };

export type OfflineExamTable = {
  id: Generated<number>;
  institute_id: number;
  batch_id: number;
  schedule_id: number | null;
  exam_name: string;
  exam_date: DateOnly;
  start_time: TimeOfDay;
  end_time: TimeOfDay;
  topic_name: string | null;
  description: string | null;
  /** Whether students see its results (migration 0030); exams entered before are. */
  results_published: Generated<boolean>;
};

export type OfflineExamSubjectTable = { exam_id: number; position: number; subject_name: string; total_marks: Numeric };

export type OfflineExamResultTable = { exam_id: number; student_id: number; is_absent: Generated<boolean>; course_rank: number | null };

export type OfflineExamMarkTable = {
  exam_id: number;
  student_id: number;
  subject_name: string;
  marks_obtained: Numeric;
  subject_rank: number | null;
};

/** The tables of migration 0011 (online and offline exams, decision 036). */
export type ExamTables = {
  exam_label: ExamLabelTable;
  exam_test: ExamTestTable;
  exam_test_batch: ExamTestBatchTable;
  exam_test_section: ExamTestSectionTable;
  exam_passage: ExamPassageTable;
  exam_question: ExamQuestionTable;
  exam_test_question: ExamTestQuestionTable;
  exam_attempt: ExamAttemptTable;
  exam_answer: ExamAnswerTable;
  exam_bookmark: ExamBookmarkTable;
  exam_product_test: ExamProductTestTable;
  exam_setting: ExamSettingTable;
  offline_exam: OfflineExamTable;
  offline_exam_subject: OfflineExamSubjectTable;
  offline_exam_result: OfflineExamResultTable;
  offline_exam_mark: OfflineExamMarkTable;
};
