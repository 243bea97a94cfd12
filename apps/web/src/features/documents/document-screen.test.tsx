import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openUserSession, parentSession } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { sent } from '../../test/server.ts';
import { docRequests, fileMap, openDocuments, sharedFile } from './testing/documents-server.ts';

afterEach(() => vi.useRealTimers());

const MATHS = { subject_id: 3, subject_name: 'Mathematics' };
const EVS = { subject_id: 4, subject_name: 'Environmental Studies' };
const card = (name: string) => screen.getByRole('article', { name });
const FILES = '/api/v1/fileShare/subject-level/101';

describe('documents screen', () => {
  it('[DOC-LOAD-1] [DOC-LOAD-2] [DOC-GROUP-1] [DOC-GROUP-2] [DOC-CARD-1] [DOC-NEW-1] the first subject’s files grouped by type; the empty groups named in one line (decision 090)', async () => {
    const notes = sharedFile('Squares: notes', { student_file_share_date: '2026-11-20T09:00:00+05:30' });
    const paper = sharedFile('Unit test 2', { category_name: 'Exam', is_readonly: 'Y', student_file_share_date: '2026-11-01T09:00:00+05:30' });
    await openDocuments([MATHS, EVS], { 3: fileMap({ EBook: [notes], Exam: [paper] }) });
    expect(await screen.findByRole('article', { name: 'Squares: notes' })).toBeInTheDocument();
    expect(docRequests('/api/v1/fileShare/101')[0]?.url.searchParams.get('student_id')).toBe('7001');
    const asked = docRequests(FILES)[0]?.url.searchParams;
    expect([asked?.get('student_id'), asked?.get('subject_id'), asked?.get('share_with')]).toEqual(['7001', '3', '2']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['eBook (1)', 'Exam (1)']);
    expect(screen.getByText('No files under Assignment, Other, Video, and YouTube yet.')).toBeInTheDocument();
    const c = card('Squares: notes');
    expect(within(c).getByText('Squares-notes.pdf')).toBeInTheDocument();
    expect(within(c).getByText('1.25 MB')).toBeInTheDocument();
    expect(within(c).getByText('20-11-2026')).toBeInTheDocument();
    expect(within(c).getByText('Mathematics')).toBeInTheDocument();
    expect(within(c).getByText('New')).toBeInTheDocument();
    expect(within(card('Unit test 2')).queryByText('New')).not.toBeInTheDocument();
  });

  it('[DOC-DL-1] [DOC-DL-2] [DOC-DL-3] [DOC-DL-4] download only when not read-only; a read-only pdf view only; zip without preview', async () => {
    const notes = sharedFile('Notes');
    const paper = sharedFile('Paper', { is_readonly: 'Y' });
    const bundle = sharedFile('Bundle', { file_name: 'past-papers.zip' });
    await openDocuments([MATHS], { 3: fileMap({ EBook: [notes], Exam: [paper], Other: [bundle] }) });
    const n = await screen.findByRole('article', { name: 'Notes' });
    expect(within(n).getByRole('button', { name: 'View Notes' })).toBeInTheDocument();
    expect(within(n).getByRole('button', { name: 'Download Notes' })).toBeInTheDocument();
    const p = card('Paper');
    expect(within(p).getByText('View only')).toBeInTheDocument();
    expect(within(p).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    const b = card('Bundle');
    expect(within(b).queryByRole('button', { name: /View/ })).not.toBeInTheDocument();
    expect(within(b).getByText('Preview not supported. Please download the file.')).toBeInTheDocument();
    expect(within(b).getByRole('button', { name: 'Download Bundle' })).toBeInTheDocument();
  });

  it('[DOC-DL-5] [DOC-DL-6] [DOC-DL-7] a download asks the file, saves it and counts it; a failure says to contact the admin, or the server\'s reason', async () => {
    const notes = sharedFile('Notes', { file_id: 77 });
    const gone = sharedFile('Gone', { file_id: 404 });
    const expired = sharedFile('Expired', { file_id: 409 });
    const { user } = await openDocuments([MATHS], { 3: fileMap({ EBook: [notes, gone, expired] }) });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(await screen.findByRole('button', { name: 'Download Notes' }));
    await waitFor(() => expect(sent.some((r) => r.url.pathname === '/api/v1/instFileSystem/fileDownloadCount')).toBe(true));
    expect(click).toHaveBeenCalledTimes(1);
    expect(docRequests('/api/v1/instFileSystem/fileDownloadCount')[0]?.body).toEqual({ file_id: 77, institute_id: 101 });
    await user.click(screen.getByRole('button', { name: 'Download Gone' }));
    expect(await screen.findByText('The file could not be downloaded. Please contact your institute admin.')).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    // A reason the server gives is said in its words.
    await user.click(screen.getByRole('button', { name: 'Download Expired' }));
    expect(await screen.findByText('Summer Science Camp 2026 ended on 31-10-2026.')).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('[DOC-FILTER-3] [DOC-FILTER-4] [DOC-FILTER-5] [DOC-FILTER-6] [DOC-FILTER-7] the type limits the groups; a subject changes the list; reset clears both', async () => {
    const { user } = await openDocuments([MATHS, EVS], { 3: fileMap({ EBook: [sharedFile('Notes')], Vimeo: [sharedFile('Lecture', { file_name: null, vimeo_video_id: '76979871' })] }), 4: fileMap({ Other: [sharedFile('Leaf diagram', { file_name: 'leaf.png' })] }) });
    await screen.findByRole('article', { name: 'Notes' });
    const type = screen.getByRole('combobox', { name: 'Document type' });
    expect(within(type).getAllByRole('option').map((o) => o.textContent)).toEqual(['All types', 'Assignment', 'eBook', 'Exam', 'Other', 'Video', 'YouTube']);
    await user.selectOptions(type, 'Vimeo');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Video (1)']);
    expect(within(card('Lecture')).getByRole('button', { name: 'Play Lecture' })).toBeInTheDocument();
    const subject = screen.getByRole('combobox', { name: 'Subject' });
    expect(within(subject).getAllByRole('option').map((o) => o.textContent)).toEqual(['Mathematics', 'Environmental S...']);
    await user.selectOptions(subject, '4');
    await user.selectOptions(type, 'Other');
    expect(await screen.findByRole('article', { name: 'Leaf diagram' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveValue('3');
    expect(screen.getByRole('combobox', { name: 'Document type' })).toHaveValue('');
    expect(await screen.findByRole('article', { name: 'Notes' })).toBeInTheDocument();
  });

  it('[DOC-GROUP-3] [DOC-FILTER-2] an open user asks by user_id and course; a course without files shows one empty state', async () => {
    await openDocuments([{ course_id: 9, course_name: 'NEET Crash Course 2027' }], { 9: fileMap({}) }, openUserSession);
    expect(await screen.findByText('No documents have been shared in this subject yet.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Course' })).toHaveValue('9');
    const asked = docRequests('/api/v1/fileShare/subject-level/102')[0]?.url.searchParams;
    expect([asked?.get('user_id'), asked?.get('eCourse_id'), asked?.get('share_with')]).toEqual(['503', '9', '2']);
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('[DOC-VID-3] a Vimeo entry offers its downloads only when vimeo_video_downlodable', async () => {
    await openDocuments([MATHS], { 3: fileMap({ Vimeo: [sharedFile('Lecture', { file_name: null, vimeo_video_id: '76979871' })] }) }, undefined, true);
    expect(within(await screen.findByRole('article', { name: 'Lecture' })).getByRole('button', { name: 'Vimeo download: Lecture' })).toBeInTheDocument();
  });

  it('[SHELL-MENU-7] a parent opening /document is refused politely, and nothing is asked', async () => {
    await renderApp('/document', { session: parentSession });
    expect(await screen.findByText('Study materials and documents are for students.')).toBeInTheDocument();
    expect(docRequests('/api/v1/fileShare/101')).toHaveLength(0);
  });
});
