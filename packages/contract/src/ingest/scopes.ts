/**
 * The integration API's areas and the scopes of its keys (issue 34, decision 077). A key holds
 * `write:<area>` for each area it may import into and `read:<area>` for each export it may pull;
 * `write:*` and `read:*` hold them all.
 */
export const INGEST_WRITE_AREAS = [
  'oneroster',
  'academic-years',
  'batches',
  'subjects',
  'students',
  'parents',
  'staff',
  'enrollments',
  'sessions',
  'attendance',
  'events',
  'notices',
  'banners',
  'messages',
  'homework',
  'homework-evaluations',
  'offline-exams',
  'questions',
  'offline-marks',
  'tests',
  'fees',
  'fee-payments',
  'documents',
  'study-courses',
  'study-material',
  'recordings',
  'products',
  'product-enrolments',
  'files',
] as const;

export const INGEST_READ_AREAS = ['homework-submissions', 'test-attempts', 'attendance', 'watch-history', 'jobs'] as const;

export type IngestWriteArea = (typeof INGEST_WRITE_AREAS)[number];
export type IngestReadArea = (typeof INGEST_READ_AREAS)[number];

export const ALL_SCOPES = ['write:*', 'read:*'] as const;

/** Every scope a key may be given, wildcards included. */
export const KNOWN_SCOPES: readonly string[] = [
  ...ALL_SCOPES,
  ...INGEST_WRITE_AREAS.map((a) => `write:${a}`),
  ...INGEST_READ_AREAS.map((a) => `read:${a}`),
];

/** Whether scopes held by a key allow `wanted` (`write:<area>` or `read:<area>`). */
export function scopeAllows(held: readonly string[], wanted: string): boolean {
  const [kind] = wanted.split(':', 1);
  return held.includes(wanted) || held.includes(`${kind}:*`);
}
