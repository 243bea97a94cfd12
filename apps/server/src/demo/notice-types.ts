/** One demo notice; dates are days before the seed's today, at a time of day in India. */
export type NoticeSeed = {
  id: number;
  institute: number;
  title: string;
  html: string;
  updatedBy: string;
  daysAgo: number;
  /** HH:mm in India. */
  time: string;
  /** Edited this many hours after it was announced (same day). */
  editedAfterHours?: number;
  /** Batch or section names; none means institute-wide. */
  batches?: string[];
  image?: string;
  file?: string;
  inactive?: boolean;
};

export const DEMO_IMAGES = '/my-account/demo';

/**
 * Markup a careless or hostile editor could save. It is stored and served exactly as written,
 * so the browser's sanitiser is what keeps it inert; the e2e journeys check window.__xss.
 */
export const HOSTILE_NOTICE_HTML = [
  '<p>Library Week starts on Monday. Every class visits the library twice; bring your library card.</p>',
  '<script>alert(1)</script>',
  '<img src=x onerror="window.__xss=1">',
  '<p>Reading list: <a href="javascript:window.__xss=2">click</a></p>',
  '<svg onload="window.__xss=3"><script>window.__xss=4</script></svg>',
  '<iframe src="javascript:window.__xss=5"></iframe>',
  '<div style="width: expression(alert(6)); background: url(javascript:window.__xss=6)">Happy reading!</div>',
].join('\n');

/** Ids of the hostile notices, so tests and journeys can name them. */
export const HOSTILE_NOTICE_IDS = { school: 2, coaching: 22 } as const;
