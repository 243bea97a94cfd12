import { readFile } from 'node:fs/promises';
import type { SharedFileCategory } from '../db/types-documents.ts';
import { contentKey, pdf, solarSystemPng } from './assignments-files.ts';
import type { SeedContext } from './context.ts';
import { docx, zip } from './demo-docx.ts';
import { pptx } from './demo-pptx.ts';
import { xlsx } from './demo-xlsx.ts';
import { indiaInstant } from './home.ts';
import { COACHING_ID, SCHOOL_ID } from './institutes.ts';
import { POSTER } from './study-files.ts';

const MEDIA = (name: string) => new URL(`./media/${name}`, import.meta.url);
/** The web app's demo pictures (apps/web/public/demo), same origin as the CSP wants. */
const IMAGES = '/my-account/demo';

type Stored = { name: string; contentType: string; bytes: () => Promise<Buffer> };
type DemoDocument = {
  institute: number;
  /** Batch names (current year) it is shared with. */
  batches: string[];
  subject: string;
  category: SharedFileCategory;
  title: string;
  daysAgo: number;
  readonly?: boolean;
  file?: Stored;
  vimeo?: string;
  youtube?: string;
  /** The card's picture [DOC-CARD-1]: one of the web app's demo pictures. */
  thumbnail?: string;
};

const notes = (title: string, subtitle: string, lines: string[]): Stored => ({ name: `${title.replace(/[^A-Za-z0-9]+/g, '-').replace(/-$/, '')}.pdf`, contentType: 'application/pdf', bytes: () => pdf({ title, subtitle, lines }) });
const SCHOOL_8 = ['Class 8 - A', 'Class 8 - B'];
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The shared documents of the demo (issue 17): every type of fileMap [DOC-GROUP-1], real files
 * of each kind the viewer meets (pdf, docx, xlsx, pptx, png, mp3, mp4, zip), read-only and
 * downloadable ones (a read-only pptx: an office file neither viewed nor downloaded, decision
 * 064), Vimeo and YouTube entries, files of the last week ('New Files') and older ones, some
 * with a thumbnail.
 */
const DOCUMENTS: DemoDocument[] = [
  { institute: SCHOOL_ID, batches: SCHOOL_8, subject: 'Mathematics', category: 'EBook', title: 'Squares and square roots: notes', daysAgo: 2, thumbnail: `${IMAGES}/products/olympiad-maths.svg`, file: notes('Squares and square roots', 'Class 8 Mathematics, chapter 6', ['A perfect square ends in 0, 1, 4, 5, 6 or 9.', 'The square root by prime factorisation: 324 = 2 x 2 x 3 x 3 x 3 x 3, so its root is 18.', 'Long division gives the roots of large numbers.']) },
  { institute: SCHOOL_ID, batches: SCHOOL_8, subject: 'Mathematics', category: 'Exam', title: 'Unit test 2: question paper', daysAgo: 12, readonly: true, file: notes('Unit test 2', 'Class 8 Mathematics (read-only)', ['1. Find the square root of 1764.', '2. Is 2352 a perfect square? If not, find the smallest multiple that is.', '3. Find the cube of 3.5.']) },
  { institute: SCHOOL_ID, batches: SCHOOL_8, subject: 'Mathematics', category: 'Assignment', title: 'Data handling project brief', daysAgo: 5, file: { name: 'Data-handling-project.docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', bytes: async () => docx('Data handling project', ['Collect the heights of ten classmates.', 'Draw a histogram with class intervals of 5 cm.', 'Write three observations.']) } },
  { institute: SCHOOL_ID, batches: SCHOOL_8, subject: 'Mathematics', category: 'Other', title: 'Past papers bundle', daysAgo: 20, file: { name: 'Past-papers-2025.zip', contentType: 'application/zip', bytes: async () => zip([{ name: 'unit-test-1.txt', text: 'Unit test 1, 2025: questions 1 to 10.' }, { name: 'unit-test-2.txt', text: 'Unit test 2, 2025: questions 1 to 12.' }]) } },
  { institute: SCHOOL_ID, batches: SCHOOL_8, subject: 'Mathematics', category: 'EBook', title: 'Cubes and cube roots: lesson slides', daysAgo: 16, readonly: true, file: { name: 'Cubes-and-cube-roots.pptx', contentType: PPTX, bytes: async () => pptx([{ title: 'Cubes', bullets: ['2 x 2 x 2 = 8, so 8 is the cube of 2.', 'The cube of an even number is even.'] }, { title: 'Cube roots', bullets: ['By prime factorisation: 1728 = 2^6 x 3^3, so its cube root is 12.', 'The cube root of a negative number is negative.'] }]) } },
  { institute: SCHOOL_ID, batches: SCHOOL_8, subject: 'Mathematics', category: 'Other', title: 'Unit test marks: class summary', daysAgo: 24, file: { name: 'Unit-test-marks-2025.xlsx', contentType: XLSX, bytes: async () => xlsx('Marks', [['Unit test', 'Maximum', 'Class average', 'Highest'], ['Unit test 1', 25, 18.4, 25], ['Unit test 2', 25, 17.9, 24], ['Half-yearly', 80, 61.2, 78]]) } },
  { institute: SCHOOL_ID, batches: SCHOOL_8, subject: 'Mathematics', category: 'Youtube', title: 'Square roots by long division', daysAgo: 3, youtube: 'bUu8gC1nXsE' },
  { institute: SCHOOL_ID, batches: SCHOOL_8, subject: 'Science', category: 'EBook', title: 'Sound: notes', daysAgo: 1, thumbnail: `${IMAGES}/notice-science-fair.svg`, file: notes('Sound', 'Class 8 Science, chapter 13', ['Sound is produced by vibrating bodies.', 'It needs a medium to travel: it cannot travel in vacuum.', 'Frequency is measured in hertz (Hz); we hear 20 Hz to 20,000 Hz.']) },
  { institute: SCHOOL_ID, batches: SCHOOL_8, subject: 'Science', category: 'Other', title: 'A 660 Hz tone (listen)', daysAgo: 1, file: { name: 'Tone-660-Hz.mp3', contentType: 'audio/mpeg', bytes: () => readFile(MEDIA('recitation-rhythm.mp3')) } },
  { institute: SCHOOL_ID, batches: SCHOOL_8, subject: 'Science', category: 'Other', title: 'Friction experiment (video)', daysAgo: 9, readonly: true, thumbnail: POSTER.science, file: { name: 'Friction-experiment.mp4', contentType: 'video/mp4', bytes: () => readFile(MEDIA('lecture.mp4')) } },
  { institute: SCHOOL_ID, batches: SCHOOL_8, subject: 'Science', category: 'Vimeo', title: 'Friction in everyday life', daysAgo: 15, vimeo: '76979871' },
  { institute: SCHOOL_ID, batches: ['Class 8 - A'], subject: 'English', category: 'Other', title: 'Solar system diagram (for the project)', daysAgo: 4, file: { name: 'Solar-system-diagram.png', contentType: 'image/png', bytes: solarSystemPng } },
  { institute: COACHING_ID, batches: ['JEE 2027 - Batch A'], subject: 'Physics', category: 'EBook', title: 'Rotational motion: formula sheet', daysAgo: 2, file: notes('Rotational motion formula sheet', 'JEE Physics', ['L = I w', 'Torque = r x F = I a', 'Rolling without slipping: v = R w', 'KE = 1/2 I w^2 + 1/2 M v^2']) },
  { institute: COACHING_ID, batches: ['JEE 2027 - Batch A'], subject: 'Physics', category: 'Exam', title: 'Mock test 4 (read-only)', daysAgo: 6, readonly: true, file: notes('Mock test 4', 'JEE Main pattern, 90 questions', ['Physics: 30 questions', 'Chemistry: 30 questions', 'Mathematics: 30 questions']) },
  { institute: COACHING_ID, batches: ['JEE 2027 - Batch A'], subject: 'Chemistry', category: 'Vimeo', title: 'Chemical bonding lecture', daysAgo: 8, vimeo: '148751763' },
  { institute: COACHING_ID, batches: ['NEET Crash Course 2027'], subject: 'Biology', category: 'EBook', title: 'NEET biology one-liners', daysAgo: 3, file: notes('NEET biology one-liners', 'Crash course', ['Mitochondria: the powerhouse of the cell.', 'Ribosomes make proteins.', 'Insulin is made in the beta cells of the islets of Langerhans.']) },
  { institute: COACHING_ID, batches: ['NEET Crash Course 2027'], subject: 'Biology', category: 'Youtube', title: 'Cell division in 10 minutes', daysAgo: 10, youtube: 'f-ldPgEfAHI' },
];

/**
 * Seed part 'documents': the subjects, the files (stored bytes into demo_file, from which the
 * start writes them to the file store, as the homework files) and their shares with the current
 * year's batches.
 */
export async function seedDocuments(ctx: SeedContext): Promise<void> {
  const { trx, today } = ctx;
  const subjects = new Map<string, number>();
  for (const doc of DOCUMENTS) {
    const key = `${doc.institute}|${doc.subject}`;
    if (subjects.has(key)) continue;
    const row = await trx.insertInto('subject').values({ institute_id: doc.institute, name: doc.subject }).returning('id').executeTakeFirstOrThrow();
    subjects.set(key, row.id);
  }
  for (const doc of DOCUMENTS) {
    const bytes = doc.file ? await doc.file.bytes() : null;
    const fileKey = bytes ? contentKey(bytes) : null;
    if (bytes && fileKey) await trx.insertInto('demo_file').values({ file_key: fileKey, bytes }).onConflict((oc) => oc.column('file_key').doNothing()).execute();
    const file = await trx
      .insertInto('shared_file')
      .values({
        institute_id: doc.institute,
        subject_id: subjects.get(`${doc.institute}|${doc.subject}`)!,
        category: doc.category,
        title: doc.title,
        file_name: doc.file?.name ?? null,
        file_key: fileKey,
        content_type: doc.file?.contentType ?? null,
        size_bytes: bytes?.length ?? null,
        vimeo_video_id: doc.vimeo ?? null,
        youtube_id: doc.youtube ?? null,
        is_readonly: doc.readonly ?? false,
        thumbnail_url: doc.thumbnail ?? null,
        shared_at: indiaInstant(today, doc.daysAgo, '09:30'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ay = ctx.years.get(doc.institute)?.current ?? null;
    const batches = await trx.selectFrom('batch').select('id').where('institute_id', '=', doc.institute).where('name', 'in', doc.batches).where((eb) => (ay === null ? eb.val(true) : eb.or([eb('academic_year_id', '=', ay), eb('academic_year_id', 'is', null)]))).execute();
    if (batches.length === 0) throw new Error(`demo documents: no batch ${doc.batches.join(', ')} at ${doc.institute}`);
    await trx.insertInto('shared_file_batch').values(batches.map((b) => ({ batch_id: b.id, file_id: file.id }))).execute();
  }
}
