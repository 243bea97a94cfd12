import { describe, expect, it } from 'vitest';
import { shownStatus, sniffUploadType, wireStudentStatus } from '@portal/domain';
import { buildDemoFiles, contentKey } from './assignments-files.ts';
import type { AssignmentSeed } from './assignments-types.ts';
import { DEMO_ASSIGNMENTS } from './assignments.ts';
import { COACHING_ID, SCHOOL_ID } from './institutes.ts';

const AARAV = { id: 5001, batch: 'Class 8 - A' };
const DIYA = { id: 5002, batch: 'JEE 2027 - Batch A' };

/** What a student's card shows for a current-year seed, by the domain's rules (due later today is not past). */
function shown(seed: AssignmentSeed, student: number) {
  const sub = seed.submissions?.find((s) => s.student === student);
  const wire = wireStudentStatus(sub?.status ?? 'Pending', seed.due.days < 0, seed.late);
  return shownStatus({ student_status: wire, teacher_status: sub?.evaluated ? 'Evaluated' : 'Pending' }).status;
}

const currentOf = (batch: string) => DEMO_ASSIGNMENTS.filter((a) => a.year === 'current' && a.batch === batch);

describe('demo assignments (seed part assignments)', () => {
  it.each([
    ['Aarav', AARAV],
    ['Diya', DIYA],
  ])('[ASSIGN-STATUS-1] [ASSIGN-STATUS-2] %s sees every status: Pending, Draft, Submitted, Evaluated, Not Submitted, Expired', (_name, who) => {
    const statuses = new Set(currentOf(who.batch).map((a) => shown(a, who.id)));
    expect([...statuses].sort()).toEqual(['Draft', 'Evaluated', 'Expired', 'Not Submitted', 'Pending', 'Submitted']);
  });

  it.each([
    ['Aarav', AARAV],
    ['Diya', DIYA],
  ])('[ASSIGN-BADGE-1..5] %s has work due today, tomorrow, in 3, 6 and 10 days; a Pending one in 3 days; a past one open for late submission', (_name, who) => {
    const mine = currentOf(who.batch);
    expect(mine.filter((a) => a.due.days >= 0).map((a) => a.due.days).sort((x, y) => x - y)).toEqual([0, 1, 3, 6, 10]);
    expect(mine.some((a) => a.due.days === 3 && shown(a, who.id) === 'Pending')).toBe(true);
    expect(mine.some((a) => a.due.days < 0 && a.late && shown(a, who.id) === 'Not Submitted')).toBe(true);
    expect(mine.some((a) => a.due.days < 0 && !a.late)).toBe(true);
  });

  it('[ASSIGN-DETAIL-5] evaluated work carries marks or a grade and a comment; marked ones have solutions; both institutes and both years have work', () => {
    const evaluated = DEMO_ASSIGNMENTS.flatMap((a) => (a.submissions ?? []).filter((s) => s.evaluated).map((s) => ({ a, s })));
    for (const { a, s } of evaluated) {
      expect(s.status).toBe('Submitted');
      expect(s.evaluated!.comment.length).toBeGreaterThan(0);
      if (a.graded) expect(s.evaluated!.grade).toBeTruthy();
      else expect(s.evaluated!.marks).toBeLessThanOrEqual(a.marks!);
    }
    expect(evaluated.some(({ a }) => a.graded) && evaluated.some(({ a }) => !a.graded)).toBe(true);
    expect(evaluated.filter(({ a }) => a.solutions?.length).length).toBeGreaterThanOrEqual(3);
    for (const institute of [SCHOOL_ID, COACHING_ID]) {
      for (const year of ['current', 'previous'] as const) {
        expect(DEMO_ASSIGNMENTS.some((a) => a.institute === institute && a.year === year), `${institute} ${year}`).toBe(true);
      }
    }
    const teacher = DEMO_ASSIGNMENTS.flatMap((a) => a.teacher);
    expect(teacher).toContain('fractionsWorksheet');
    expect(teacher).toContain('solarDiagram');
    expect(teacher.some((x) => typeof x !== 'string')).toBe(true);
  });

  it('[ASSIGN-UPLOAD-5] the demo files are real files of their type, content-addressed and the same at every build', async () => {
    const files = await buildDemoFiles();
    for (const file of Object.values(files)) {
      // A teacher's audio note is no upload type (ASSIGN-UPLOAD-7, reading A): an MP3 by its ID3 tag.
      if (file.name.endsWith('.mp3')) expect(file.bytes.subarray(0, 3).toString(), file.name).toBe('ID3');
      else expect(sniffUploadType(file.bytes.subarray(0, 8192), file.name), file.name).not.toBeNull();
      expect(file.key).toBe(contentKey(file.bytes));
    }
    expect(files.letterFormat.contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(files.recitationRhythm.contentType).toBe('audio/mpeg');
    expect(files.solarGuidelines.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(files.solarDiagram.contentType).toBe('image/png');
    expect(files.fractionsWorksheet.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const again = await buildDemoFiles();
    expect(again.fractionsWorksheet.key).toBe(files.fractionsWorksheet.key);
  });
});
