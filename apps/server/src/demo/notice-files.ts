import { contentKey, pdf, type PdfSpec } from './assignments-files.ts';
import type { SeedContext } from './context.ts';

/**
 * What the demo notices' attached files say (issue 35, decision 093): each notice that names a
 * file gets a real small PDF under that name, so the card's link opens something. Keyed by the
 * notice's file name; a notice naming a file not listed here fails the seed.
 */
const NOTICE_FILES: Record<string, PdfSpec> = {
  'PTM-schedule.pdf': {
    title: 'Parent-Teacher Meeting: time slots',
    subtitle: 'Class 8, Saturday, 9:00 AM to 1:00 PM',
    lines: ['Roll numbers 1-10: 9:00 to 10:00', 'Roll numbers 11-20: 10:00 to 11:00', 'Roll numbers 21-30: 11:00 to 12:00', 'Roll numbers 31-40: 12:00 to 1:00', 'Bring the student\'s diary and ID card.'],
  },
  'Half-yearly-datesheet-8A.pdf': {
    title: 'Half-yearly examination: date sheet',
    subtitle: 'Class 8 - A; reporting time 8:30 AM',
    lines: ['Monday: Mathematics', 'Wednesday: Science', 'Friday: English', 'The following Monday: Social Science'],
  },
  'Fee-structure-2026-27.pdf': {
    title: 'Fee structure 2026-27',
    subtitle: 'Sunrise Public School',
    lines: ['Tuition fees are paid in four instalments.', 'The third instalment is due by the 10th.', 'A late fine of Rs 50 per day applies after the due date.'],
  },
  'Fee-schedule-JEE-2027.pdf': {
    title: 'Fee schedule: JEE 2027',
    subtitle: 'Apex Coaching Institute',
    lines: ['The second instalment is due by the 15th.', 'Pay at the front office or by UPI.'],
  },
  'Physics-formula-booklet.pdf': {
    title: 'Physics formula booklet',
    subtitle: 'Mechanics and Electrostatics',
    lines: ['v = u + a t', 's = u t + 1/2 a t^2', 'F = m a', 'F = k q1 q2 / r^2', 'E = F / q'],
  },
};

export type NoticeFile = { file_key: string; content_type: string; size_bytes: number };

/**
 * The stored file of each named attachment: its bytes into demo_file, from which the start writes
 * them to the file store (as the homework and document files), and the columns of the notice.
 */
export async function seedNoticeFiles(ctx: SeedContext, names: Iterable<string>): Promise<Map<string, NoticeFile>> {
  const stored = new Map<string, NoticeFile>();
  for (const name of new Set(names)) {
    const spec = NOTICE_FILES[name];
    if (!spec) throw new Error(`demo notices: no file content for '${name}'`);
    const bytes = await pdf(spec);
    const key = contentKey(bytes);
    await ctx.trx.insertInto('demo_file').values({ file_key: key, bytes }).onConflict((oc) => oc.column('file_key').doNothing()).execute();
    stored.set(name, { file_key: key, content_type: 'application/pdf', size_bytes: bytes.length });
  }
  return stored;
}
