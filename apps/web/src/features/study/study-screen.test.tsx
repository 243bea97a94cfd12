import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ZSession } from '@portal/contract';
import { coachingSession, openUserSession, schoolSession } from '../../test/fixtures.ts';
import { course, material, MATERIAL_PATH, openStudy, studyRequests, topic } from './testing/study-server.ts';

const FREE = course(4, 'Class 8 CBSE');
const PAID = course(9, 'Olympiad Practice', 31);
const COURSES = [FREE, PAID, course(5, 'Class 8 Reference')];

// Mathematics: Algebra > Linear equations > Word problems, Geometry; Science: Light.
const wordProblems = topic(3, 'Word problems', { Notes: [material('Ages and coins')], VDOCipher: [material('Worked example', { file_name: null, videoID: 'vdo-7', is_vdocipher: true })] });
const linear = topic(2, 'Linear equations', { EBook: [material('Chapter 2 notes', { is_readonly: 'Y' })] }, [wordProblems]);
const algebra = topic(1, 'Algebra', { Assignment: [material('Worksheet 1', { file_name: 'worksheet-1.docx' })], YoutubeURL: [material('Revision video', { file_name: null, youtubeVideoID: 'bUu8gC1nXsE' })] }, [linear]);
const geometry = topic(4, 'Geometry', { Images: [material('Triangle diagram', { file_name: 'triangle.png' })] });
const light = topic(5, 'Light', { Notes: [material('Reflection notes')] }, [], [2, 'Science']);
const TREE = [algebra, geometry, light];

const group = (name: string) => screen.getByRole('group', { name });
const pressed = (name: string) => within(group(name)).getByRole('button', { pressed: true });

async function openSubject(session = schoolSession) {
  const view = await openStudy(COURSES, { 4: TREE, 9: [topic(8, 'Number theory', { Notes: [material('Divisibility notes')] })] }, session);
  await view.user.click(within(await screen.findByRole('group', { name: 'Standards' })).getByRole('button', { name: 'Class 8 CBSE' }));
  await view.user.click(within(await screen.findByRole('group', { name: 'Subjects' })).getByRole('button', { name: 'Mathematics' }));
  return view;
}

describe('study materials screen', () => {
  it('[STUDY-TAB-1] [STUDY-TAB-5] [STUDY-COURSE-1] [STUDY-COURSE-2] [STUDY-EMPTY-3] two tabs, the library first, its unpaid course types, a hint to click a standard', async () => {
    await openStudy(COURSES, {});
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(['Study Library', 'Purchased Products']);
    expect(screen.getByRole('tab', { name: 'Study Library' })).toHaveAttribute('aria-selected', 'true');
    const row = await screen.findByRole('group', { name: 'Standards' });
    expect(within(row).getAllByRole('button').map((b) => b.textContent)).toEqual(['Class 8 CBSE', 'Class 8 Reference']);
    expect(screen.getByText("Click a standard's name to see its study material.")).toBeInTheDocument();
    const asked = studyRequests('/api/v1/instFileSystem/get-student-ecourses/101/7001')[0];
    expect(asked?.url.searchParams.get('source')).toBe('STUDENT_PORTAL');
    expect(studyRequests(MATERIAL_PATH)).toEqual([]);
  });

  it('[STUDY-COURSE-3] [STUDY-EMPTY-3] [STUDY-TAB-4] the purchased tab lists paid course types; changing tab resets the course and subject list', async () => {
    const { user } = await openSubject();
    expect(screen.getByRole('group', { name: 'Subjects' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Purchased Products' }));
    expect(within(screen.getByRole('group', { name: 'Products' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['Olympiad Practice']);
    expect(screen.queryByRole('group', { name: 'Subjects' })).not.toBeInTheDocument();
    expect(screen.getByText('Click a product name to see its study material.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Olympiad Practice' }));
    expect(studyRequests(MATERIAL_PATH).at(-1)?.body).toEqual({ ecourse_id: 9, institute_id: 101, product_id: 31 });
    await user.click(screen.getByRole('tab', { name: 'Study Library' }));
    expect(within(group('Standards')).queryByRole('button', { pressed: true })).not.toBeInTheDocument();
  });

  it('[STUDY-COURSE-4] [STUDY-COURSE-5] [STUDY-TREE-1] a course loads its material; its subjects lead to topics; another course clears the subject', async () => {
    const { user } = await openStudy(COURSES, { 4: TREE, 5: [topic(6, 'Reference shelf', { Notes: [material('Atlas')] }, [], [2, 'Science'])] });
    await user.click(within(await screen.findByRole('group', { name: 'Standards' })).getByRole('button', { name: 'Class 8 CBSE' }));
    expect(studyRequests(MATERIAL_PATH)[0]?.body).toEqual({ ecourse_id: 4, institute_id: 101, product_id: null });
    const subjects = await screen.findByRole('group', { name: 'Subjects' });
    expect(within(subjects).getAllByRole('button').map((b) => b.textContent)).toEqual(['Mathematics', 'Science']);
    expect(screen.getByText('Choose a subject to see its topics.')).toBeInTheDocument();
    await user.click(within(subjects).getByRole('button', { name: 'Science' }));
    expect(await screen.findByRole('button', { name: /^Light/ })).toBeInTheDocument();
    await user.click(within(group('Standards')).getByRole('button', { name: 'Class 8 Reference' }));
    await screen.findByText('Choose a subject to see its topics.');
    expect(within(group('Subjects')).queryByRole('button', { pressed: true })).not.toBeInTheDocument();
    expect(pressed('Standards')).toHaveTextContent('Class 8 Reference');
  });

  it('[STUDY-TREE-3] [STUDY-TREE-4] [STUDY-TREE-5] the card view: collapsible topics with their topic and file counts, subtopics to three levels, materials by type', async () => {
    const { user } = await openSubject();
    const first = await screen.findByRole('button', { name: 'Algebra 2 topics · 5 files' });
    expect(screen.getByRole('heading', { level: 2, name: 'Geometry 0 topics · 1 file' })).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('article', { name: 'Worksheet 1' })).not.toBeInTheDocument();
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Algebra 2 topics · 5 files' });
    expect(within(region).getByRole('region', { name: 'Assignment (1)' })).toBeVisible();
    expect(within(region).getByRole('region', { name: 'YouTube (1)' })).toBeVisible();
    expect(within(region).getByRole('heading', { level: 3, name: 'Linear equations 1 topic · 3 files' })).toBeVisible();
    expect(within(region).queryByRole('region', { name: 'Protected video (1)' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Linear equations 1 topic · 3 files' }));
    await user.click(screen.getByRole('heading', { level: 4, name: 'Word problems 0 topics · 2 files' }).querySelector('button')!);
    expect(screen.getByRole('article', { name: 'Ages and coins' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Protected video (1)' })).toBeVisible();
  });

  it('[STUDY-TREE-2] the title view: a dropdown of every topic at every depth; a topic lists its materials and its subtopics\'', async () => {
    const { user } = await openSubject();
    await user.click(within(group('View')).getByRole('button', { name: 'Titles' }));
    const select = screen.getByRole('combobox', { name: 'Topic' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent?.trim())).toEqual(['Algebra', 'Linear equations', 'Word problems', 'Geometry']);
    expect(screen.getByRole('article', { name: 'Worksheet 1' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Ages and coins' })).toBeInTheDocument();
    await user.selectOptions(select, '3');
    expect(screen.getByText('Algebra › Linear equations › Word problems')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Worksheet 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Ages and coins' })).toBeInTheDocument();
  });

  it('[STUDY-SEARCH-1] the search filters materials by title, ignoring case; topics it keeps open; nothing left says so', async () => {
    const { user } = await openSubject();
    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'AGES');
    expect(await screen.findByRole('article', { name: 'Ages and coins' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Algebra 2 topics · 1 file' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('button', { name: /^Geometry/ })).not.toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search by title' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'zebra');
    expect(await screen.findByText('No material matches your search.')).toBeInTheDocument();
  });

  it('[STUDY-SEARCH-1] [STUDY-TREE-3] during a search a topic it opened can be closed and opened again; the browsing choice returns after it', async () => {
    const { user } = await openSubject();
    await user.click(await screen.findByRole('button', { name: 'Geometry 0 topics · 1 file' }));
    const box = screen.getByRole('searchbox', { name: 'Search by title' });
    await user.type(box, 'e');
    const algebraToggle = await screen.findByRole('button', { name: /^Algebra / });
    expect(algebraToggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(algebraToggle);
    expect(algebraToggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('article', { name: 'Worksheet 1', hidden: true })).not.toBeVisible();
    await user.click(algebraToggle);
    expect(algebraToggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('article', { name: 'Worksheet 1' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Geometry / }));
    expect(screen.getByRole('button', { name: /^Geometry / })).toHaveAttribute('aria-expanded', 'false');
    // The search ends: Geometry is open again as the learner left it, Algebra closed as at first.
    await user.clear(box);
    expect(await screen.findByRole('button', { name: 'Geometry 0 topics · 1 file' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Algebra 2 topics · 5 files' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('[STUDY-MAT-1] [STUDY-MAT-3] download only when is_readonly is N; a read-only pdf is view only; a YouTube material plays in the viewer', async () => {
    const { user } = await openSubject();
    await user.click(screen.getByRole('button', { name: 'Algebra 2 topics · 5 files' }));
    await user.click(screen.getByRole('button', { name: 'Linear equations 1 topic · 3 files' }));
    const book = screen.getByRole('article', { name: 'Chapter 2 notes' });
    expect(within(book).getByText('View only')).toBeInTheDocument();
    expect(within(book).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    const sheet = screen.getByRole('article', { name: 'Worksheet 1' });
    expect(within(sheet).queryByRole('button', { name: /^View/ })).not.toBeInTheDocument();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(within(sheet).getByRole('button', { name: 'Download Worksheet 1' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(studyRequests('/api/v1/instFileSystem/downloadFile/101')[0]?.url.searchParams.get('fileId')).toBe(String(algebra.studyMaterialMap.Assignment[0]!.file_id));
    // Counted by the documents' call [DOC-DL-6] (decision 066).
    await waitFor(() => expect(studyRequests('/api/v1/instFileSystem/fileDownloadCount')[0]?.body).toEqual({ file_id: algebra.studyMaterialMap.Assignment[0]!.file_id, institute_id: 101 }));
    click.mockRestore();
    await user.click(screen.getByRole('button', { name: 'Play Revision video' }));
    const viewer = await screen.findByRole('dialog', { name: 'Revision video' });
    expect(await within(viewer).findByTitle(/Revision video/)).toHaveAttribute('src', expect.stringContaining('youtube-nocookie.com/embed/bUu8gC1nXsE'));
  });

  it('[STUDY-MAT-2] [VIEWER-VDO-1] [VIEWER-VDO-2] a protected material asks its OTP with its file_id; a refusal shows the server\'s message', async () => {
    const { user } = await openSubject();
    await user.click(screen.getByRole('button', { name: 'Algebra 2 topics · 5 files' }));
    await user.click(screen.getByRole('button', { name: 'Linear equations 1 topic · 3 files' }));
    await user.click(screen.getByRole('button', { name: 'Word problems 0 topics · 2 files' }));
    await user.click(screen.getByRole('button', { name: 'Play Worked example' }));
    const player = await screen.findByRole('dialog', { name: 'Worked example' });
    expect(await within(player).findByRole('alert')).toHaveTextContent('This video is not available to you');
    const fileId = wordProblems.studyMaterialMap.VDOCipher[0]!.file_id;
    expect(studyRequests('/api/v1/instFileSystem/videoOTP')[0]?.body).toEqual({ videoID: 'vdo-7', file_id: fileId, institute_id: 101, user_id: 501 });
  });

  it('[STUDY-TAB-2] [STUDY-COURSE-1] an open user has no StudyLibrary tab and asks by user_id; the coaching hint names a course', async () => {
    await openStudy([course(9, 'NEET Study Pack', 40)], {}, openUserSession);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Purchased Products']);
    expect(await screen.findByText('Click a product name to see its study material.')).toBeInTheDocument();
    expect(studyRequests('/api/v1/instFileSystem/get-student-ecourses/102/503')).toHaveLength(1);
  });

  it('[STUDY-TAB-3] [STUDY-EMPTY-3] without e-learning only the library; a coaching student is asked for a course', async () => {
    const noELearn = ZSession.parse({ ...coachingSession, enable_eLearn_feature: false });
    await openStudy([FREE], {}, noELearn);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Study Library']);
    expect(await screen.findByText('Click a course name to see its study material.')).toBeInTheDocument();
  });

  it('[STUDY-TAB-5] [STUDY-EMPTY-1] [STUDY-EMPTY-4] neither tab (an open user without e-learning): nothing shared; a tab without course types: nothing shared', async () => {
    await openStudy([], {}, ZSession.parse({ ...openUserSession, enable_eLearn_feature: false }));
    expect(await screen.findByText('No study materials have been shared with you yet.')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(studyRequests('/api/v1/instFileSystem/get-student-ecourses/102/503')).toEqual([]);
  });

  it('[STUDY-EMPTY-1] [STUDY-EMPTY-2] a tab without course types, a course without material', async () => {
    const { user } = await openStudy([FREE], { 4: [] });
    await user.click(screen.getByRole('tab', { name: 'Purchased Products' }));
    expect(await screen.findByText('No study materials have been shared with you yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Study Library' }));
    await user.click(await screen.findByRole('button', { name: 'Class 8 CBSE' }));
    expect(await screen.findByText('No material is available yet.')).toBeInTheDocument();
  });

  it('[STUDY-COURSE-4] a course whose product expired shows the server\'s reason, with no retry', async () => {
    const reason = "Your access to 'Summer Science Camp 2026' ended on 23-07-2026. Renew the product to open its study material.";
    const { user } = await openStudy([course(7, 'Science Camp Projects', 12)], { 7: [409, reason, 'PRODUCT_EXPIRED'] });
    await user.click(screen.getByRole('tab', { name: 'Purchased Products' }));
    await user.click(await screen.findByRole('button', { name: 'Science Camp Projects' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
