import { describe, expect, it } from 'vitest';
import {
  addFilesError,
  canAddLink,
  linkError,
  linkNameError,
  linkUrlError,
  MAX_TOTAL_BYTES,
  normaliseLink,
  remarkError,
  submissionError,
  type NewFile,
  type SubmissionDraft,
} from './submission-limits.ts';

const file = (n: number, size = 1_000): NewFile => ({ name: `page-${n}.pdf`, size });
const files = (count: number, size = 1_000) => Array.from({ length: count }, (_, i) => file(i, size));
const link = (url = 'https://example.org/work', display_name = 'My work') => ({ url, display_name });
const draft = (patch: Partial<SubmissionDraft>): SubmissionDraft => ({
  newFiles: [],
  keptFiles: 0,
  keptLinks: 0,
  newLinks: [],
  remark: null,
  ...patch,
});

describe('adding files', () => {
  it('[ASSIGN-UPLOAD-4] 20 files are allowed, the 21st is refused with its message', () => {
    expect(addFilesError({ keptFiles: 0, newFiles: files(19) }, [file(99)])).toBeNull();
    expect(addFilesError({ keptFiles: 0, newFiles: files(20) }, [file(99)])).toBe('assign.err.tooManyFiles');
    expect(addFilesError({ keptFiles: 0, newFiles: [] }, files(21))).toBe('assign.err.tooManyFiles');
  });

  it('[ASSIGN-UPLOAD-4] kept files count towards the 20', () => {
    expect(addFilesError({ keptFiles: 15, newFiles: files(4) }, [file(99)])).toBeNull();
    expect(addFilesError({ keptFiles: 15, newFiles: files(5) }, [file(99)])).toBe('assign.err.tooManyFiles');
  });

  it('[ASSIGN-UPLOAD-2] new files may total 157286400 bytes, one byte more is refused', () => {
    expect(addFilesError({ keptFiles: 0, newFiles: [file(1, MAX_TOTAL_BYTES - 1)] }, [file(2, 1)])).toBeNull();
    expect(addFilesError({ keptFiles: 0, newFiles: [file(1, MAX_TOTAL_BYTES)] }, [file(2, 1)])).toBe('assign.err.tooLarge');
    expect(addFilesError({ keptFiles: 0, newFiles: [] }, [file(1, 157_286_401)])).toBe('assign.err.tooLarge');
  });

  it('[ASSIGN-UPLOAD-5] [ASSIGN-UPLOAD-7] a type outside the list or an empty file is refused', () => {
    expect(addFilesError({ keptFiles: 0, newFiles: [] }, [{ name: 'song.mp3', size: 10 }])).toBe('assign.err.fileType');
    expect(addFilesError({ keptFiles: 0, newFiles: [] }, [{ name: 'setup.exe', size: 10 }])).toBe('assign.err.fileType');
    expect(addFilesError({ keptFiles: 0, newFiles: [] }, [{ name: 'empty.txt', size: 0 }])).toBe('assign.err.fileEmpty');
  });
});

describe('links', () => {
  it('[ASSIGN-LINK-1] [ASSIGN-LINK-2] the add-link form shows below 5 links and hides at 5', () => {
    expect(canAddLink(0)).toBe(true);
    expect(canAddLink(4)).toBe(true);
    expect(canAddLink(5)).toBe(false);
    expect(canAddLink(6)).toBe(false);
  });

  it.each([
    'https://example.org',
    'http://example.org/path?q=1#frag',
    'HTTPS://Docs.Google.com/document/d/abc',
    'https://sub.example.co.in:8443/x',
    'http://localhost:3000/demo',
    'http://192.168.1.10/work',
    `https://example.org/${'a'.repeat(2048 - 'https://example.org/'.length)}`,
    '  https://example.org  ',
  ])('[ASSIGN-LINK-6] accepts %s', (url) => {
    expect(linkUrlError(url)).toBeNull();
  });

  it.each([
    '',
    '   ',
    'example.org',
    'www.example.org',
    'javascript:alert(1)',
    'JavaScript://example.org/%0Aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'ftp://example.org/file',
    'https://',
    'https://example',
    'https://example.',
    'https://.org',
    'https://exa mple.org',
    'https://example.org/a b',
    'https:\\\\example.org',
    'https://user:pass@example.org',
    'https://example.org@evil.org',
    'https://example.org/\u0000',
    `https://example.org/${'a'.repeat(2049 - 'https://example.org/'.length)}`,
  ])('[ASSIGN-LINK-3] [ASSIGN-LINK-6] refuses %j with Please enter valid url!', (url) => {
    expect(linkUrlError(url)).toBe('assign.err.linkUrl');
  });

  it('[ASSIGN-LINK-4] a name of 1 to 50 characters (trimmed) is valid; 0 and 51 are not', () => {
    expect(linkNameError('')).toBe('assign.err.linkName');
    expect(linkNameError('    ')).toBe('assign.err.linkName');
    expect(linkNameError('a')).toBeNull();
    expect(linkNameError('a'.repeat(50))).toBeNull();
    expect(linkNameError(`  ${'a'.repeat(50)}  `)).toBeNull();
    expect(linkNameError('a'.repeat(51))).toBe('assign.err.linkName');
  });

  it('[ASSIGN-LINK-3] [ASSIGN-LINK-4] a link is checked URL first, then name; saved trimmed', () => {
    expect(linkError(link('nope', ''))).toBe('assign.err.linkUrl');
    expect(linkError(link(undefined, ''))).toBe('assign.err.linkName');
    expect(linkError(link())).toBeNull();
    expect(normaliseLink({ url: ' https://example.org ', display_name: ' Notes ' })).toEqual({ url: 'https://example.org', display_name: 'Notes' });
  });
});

describe('remark', () => {
  it('[ASSIGN-REMARK-1] at most 200 characters', () => {
    expect(remarkError(null)).toBeNull();
    expect(remarkError('')).toBeNull();
    expect(remarkError('r'.repeat(200))).toBeNull();
    expect(remarkError('r'.repeat(201))).toBe('assign.err.remarkTooLong');
  });
});

describe('the whole submission', () => {
  it('[ASSIGN-UPLOAD-1] needs a new file, a kept attachment or a link', () => {
    expect(submissionError(draft({}))).toBe('assign.err.required');
    expect(submissionError(draft({ remark: 'done' }))).toBe('assign.err.required');
    expect(submissionError(draft({ newFiles: [file(1)] }))).toBeNull();
    expect(submissionError(draft({ keptFiles: 1 }))).toBeNull();
    expect(submissionError(draft({ keptLinks: 1 }))).toBeNull();
    expect(submissionError(draft({ newLinks: [link()] }))).toBeNull();
  });

  it('[ASSIGN-UPLOAD-4] 20 files in all pass, 21 do not', () => {
    expect(submissionError(draft({ newFiles: files(20) }))).toBeNull();
    expect(submissionError(draft({ newFiles: files(10), keptFiles: 10 }))).toBeNull();
    expect(submissionError(draft({ newFiles: files(21) }))).toBe('assign.err.tooManyFiles');
    expect(submissionError(draft({ newFiles: files(1), keptFiles: 20 }))).toBe('assign.err.tooManyFiles');
  });

  it('[ASSIGN-LINK-1] 5 links in all (new plus kept) pass, 6 do not', () => {
    expect(submissionError(draft({ newLinks: [link(), link()], keptLinks: 3 }))).toBeNull();
    expect(submissionError(draft({ newLinks: Array.from({ length: 5 }, () => link()) }))).toBeNull();
    expect(submissionError(draft({ newLinks: [link(), link(), link()], keptLinks: 3 }))).toBe('assign.err.tooManyLinks');
    expect(submissionError(draft({ newLinks: Array.from({ length: 6 }, () => link()) }))).toBe('assign.err.tooManyLinks');
  });

  it('[ASSIGN-UPLOAD-3] new files total 157286400 bytes pass, 157286401 do not; kept files are not counted', () => {
    expect(submissionError(draft({ newFiles: [file(1, 100_000_000), file(2, 57_286_400)] }))).toBeNull();
    expect(submissionError(draft({ newFiles: [file(1, 100_000_000), file(2, 57_286_401)] }))).toBe('assign.err.tooLarge');
    expect(submissionError(draft({ newFiles: [file(1, MAX_TOTAL_BYTES)], keptFiles: 5 }))).toBeNull();
  });

  it('[ASSIGN-UPLOAD-5] a new file of a refused type fails the submission', () => {
    expect(submissionError(draft({ newFiles: [{ name: 'song.mp3', size: 5 }] }))).toBe('assign.err.fileType');
  });

  it('[ASSIGN-LINK-3] [ASSIGN-LINK-4] [ASSIGN-REMARK-1] new links and the remark are checked', () => {
    expect(submissionError(draft({ newLinks: [link('javascript:alert(1)')] }))).toBe('assign.err.linkUrl');
    expect(submissionError(draft({ newLinks: [link(undefined, 'n'.repeat(51))] }))).toBe('assign.err.linkName');
    expect(submissionError(draft({ keptFiles: 1, remark: 'r'.repeat(201) }))).toBe('assign.err.remarkTooLong');
    expect(submissionError(draft({ keptFiles: 1, remark: 'r'.repeat(200) }))).toBeNull();
  });
});
