import { cut, DOTS } from '../timetable/text-cut.ts';

type Text = string | null | undefined;

/** Exam names on report cards: the exam list's rule, 47 plus '...' [REPORT-CARD-8] (EXAM-ONLINE-3). */
export { cutExamName as cutReportName } from '../exam/exam-card-button.ts';

/**
 * The offline exam name in the 'other' card type [REPORT-CARD-9] and the legacy card's title
 * [REPORT-CARD-10]: over 25, the first 25 plus '...' (the same 'cut at N' wording as
 * REPORT-CARD-8). Decision 043 for [REPORT-CARD-11]: the legacy card is the offline exam row's
 * card in the batch tabs, the only other card the report screen draws.
 */
export const cutOfflineExamName = (name: Text): string => cut(name, 25, 25, DOTS);
export const cutLegacyTitle = cutOfflineExamName;

/** Subject names in charts: over 20, 20 plus '...' [REPORT-SUM-8]; the full name stays in the table and the tooltip. */
export const cutChartSubject = (name: Text): string => cut(name, 20, 20, DOTS);

/** Subject names in tables: over 30, 30 plus '...' [REPORT-SUM-9]. */
export const cutTableSubject = (name: Text): string => cut(name, 30, 30, DOTS);

/** Topic names in offline rows: over 24, 24 plus '...' [REPORT-ROW-7]. */
export const cutOfflineTopic = (name: Text): string => cut(name, 24, 24, DOTS);

/**
 * Subjects in offline rows, decision 043 for [REPORT-ROW-8], reading A: 24 in a school's rows,
 * 19 in a coaching institute's, whose rows also carry topics and a description [REPORT-ROW-5]
 * and so have less room.
 */
export const cutOfflineSubject = (name: Text, school: boolean): string => (school ? cut(name, 24, 24, DOTS) : cut(name, 19, 19, DOTS));

/** The description in offline rows: over 45, 45 plus '...' [REPORT-ROW-6]. */
export const cutOfflineDescription = (text: Text): string => cut(text, 45, 45, DOTS);
