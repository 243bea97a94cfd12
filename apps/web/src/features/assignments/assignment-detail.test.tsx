import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { coachingSession } from '../../test/fixtures.ts';
import { fail } from '../../test/server.ts';
import {
  attachment,
  attachmentsHandler,
  callsTo,
  detail,
  detailHandler,
  DOWNLOAD_PATH,
  downloadHandler,
  openDetail,
  openScreen,
  solutionsHandler,
} from './testing/assign-server.ts';

// pdf.js cannot draw in jsdom: a one-page stand-in (the viewer's own tests cover paging).
vi.mock('../../components/media-viewer/pdf-engine.ts', () => ({
  openPdf: async () => ({ pages: 1, layout: async () => ({ width: 595, height: 842, left: 56, right: 506, bodyPt: 12 }), render: async () => true, close: () => undefined }),
}));

let clicked: { href: string; download: string }[];

beforeEach(() => {
  clicked = [];
  // jsdom does not download: record what the browser would follow.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});

const section = (name: string) => screen.getByRole('region', { name });
const fact = (scope: HTMLElement, label: string) => within(scope).getByText(label, { selector: 'dt' }).nextElementSibling;
const steps = () => within(screen.getByRole('list', { name: 'Progress' })).getAllByRole('listitem');

describe('assignment detail', () => {
  it('[ASSIGN-DETAIL-1] [ASSIGN-DETAIL-2] [ASSIGN-DETAIL-3] loads API-ASSIGN-2/3/4 and shows the details, the course as Section at a school', async () => {
    await openDetail();
    expect(callsTo('/api/v2/onlineAssignment/get/').map((c) => c.url.pathname)).toEqual(['/api/v2/onlineAssignment/get/101/11']);
    expect(callsTo('/api/v2/onlineAssignment/studentAttachmentsDetail/').map((c) => c.url.pathname)).toEqual(['/api/v2/onlineAssignment/studentAttachmentsDetail/101/7001/11']);
    await waitFor(() => expect(callsTo('/api/v2/onlineAssignment/getAssignmentSolution/').map((c) => c.url.pathname)).toEqual(['/api/v2/onlineAssignment/getAssignmentSolution/101/7001/11']));
    const details = section('Fractions worksheet');
    expect(fact(details, 'Subject')).toHaveTextContent('Mathematics');
    expect(fact(details, 'Topic')).toHaveTextContent('Fractions');
    expect(fact(details, 'Sub-topic')).toHaveTextContent('Adding unlike fractions');
    expect(fact(details, 'Due date')).toHaveTextContent('24-11-2026, 11:59 PM');
    expect(fact(details, 'Section')).toHaveTextContent('Class 8 - A');
    expect(fact(details, 'Description')).toHaveTextContent('Solve all 20 sums. Show your working.');
    expect(screen.getByRole('heading', { level: 1, name: 'Homework' })).toBeInTheDocument();
  });

  it('[ASSIGN-DETAIL-3] the course is labelled Batch at a coaching institute; missing values show -', async () => {
    await openDetail({ session: coachingSession, item: detail(12, { topic_name: null, sub_topic_name: '  ', description: null }) });
    const details = section('Fractions worksheet');
    expect(fact(details, 'Batch')).toHaveTextContent('Class 8 - A');
    expect(fact(details, 'Topic')).toHaveTextContent('-');
    expect(fact(details, 'Sub-topic')).toHaveTextContent('-');
    expect(fact(details, 'Description')).toHaveTextContent('-');
  });

  it('[ASSIGN-DETAIL-6] a teacher link opens in a new tab; a file shows its size in MB', async () => {
    await openDetail();
    const details = section('Fractions worksheet');
    const link = within(details).getByRole('link', { name: /Khan Academy: fractions/ });
    expect(link).toHaveAttribute('href', 'https://www.khanacademy.org/math/fractions');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(details).getByText('fractions-worksheet.pdf').parentElement).toHaveTextContent('1.50 MB');
    expect(within(details).queryByRole('button', { name: 'Download Khan Academy: fractions' })).not.toBeInTheDocument();
  });

  it('[ASSIGN-DETAIL-7] a download asks API-ASSIGN-5 for the attachment and follows result.body', async () => {
    const { user } = await openDetail();
    await user.click(screen.getByRole('button', { name: 'Download fractions-worksheet.pdf' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(callsTo(DOWNLOAD_PATH).map((c) => c.body)).toEqual([{ attachmentId_array: [901], institute_id: 101 }]);
    expect(clicked[0]).toEqual({ href: 'http://localhost/api/v2/onlineAssignment/file/901?sig=abc', download: 'fractions-worksheet.pdf' });
  });

  it('[VIEWER-FILE-1] [ASSIGN-DETAIL-7] a PDF attachment also opens in the media viewer, whose Download is the same download', async () => {
    const { user } = await openDetail();
    await user.click(screen.getByRole('button', { name: 'View fractions-worksheet.pdf' }));
    const viewer = await screen.findByRole('dialog', { name: 'fractions-worksheet.pdf' });
    // One page: the toolbar has the zoom and no pager (decision 090).
    expect(await within(viewer).findByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    expect(within(viewer).queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Download fractions-worksheet.pdf' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('fractions-worksheet.pdf');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View fractions-worksheet.pdf' })).toHaveFocus();
  });

  it('[ASSIGN-DETAIL-7] [ERR-GEN-2] a refused download shows the server message and follows nothing', async () => {
    const { user } = await openDetail({ handlers: [downloadHandler(() => fail(404, 'This file is no longer available'))] });
    await user.click(screen.getByRole('button', { name: 'Download fractions-worksheet.pdf' }));
    expect(await screen.findByText('This file is no longer available')).toBeInTheDocument();
    expect(clicked).toEqual([]);
  });

  it('[ASSIGN-DETAIL-7] [SHELL-LANG-4] a download refused in French is told in French: an expired link, a file gone', async () => {
    let answer = () => fail(410, 'This download link has expired. Please download the file again.', 'LINK_EXPIRED');
    const { user } = await openDetail({ language: 'fr', handlers: [downloadHandler(() => answer())] });
    const button = screen.getByRole('button', { name: 'Télécharger fractions-worksheet.pdf' });
    await user.click(button);
    expect(await screen.findByText('Ce lien de téléchargement a expiré. Veuillez télécharger le fichier à nouveau.')).toBeInTheDocument();
    answer = () => fail(404, 'Not Found', 'NOT_FOUND');
    await user.click(button);
    expect(await screen.findByText("Ce fichier n'est plus disponible. Veuillez rouvrir le devoir.")).toBeInTheDocument();
    expect(screen.queryByText(/expired|Not Found/)).not.toBeInTheDocument();
    expect(clicked).toEqual([]);
  });

  it('[ASSIGN-DETAIL-5] [ASSIGN-STATUS-2] an evaluated assignment shows marks obtained of the total, the comment and the solutions', async () => {
    await openDetail({
      item: detail(13, { student_status: 'Submitted', teacher_status: 'Evaluated', student_marks: 18, evaluation_marks: 20, teacher_comment: 'Neat work, Aarav.' }),
      solutions: [attachment(950, 'fractions-answers.pdf', { size: 0.5 })],
    });
    const remarks = section('Remarks');
    expect(fact(remarks, 'Marks obtained')).toHaveTextContent('18 / 20');
    expect(fact(remarks, "Teacher's comment")).toHaveTextContent('Neat work, Aarav.');
    expect(await within(remarks).findByRole('button', { name: 'Download fractions-answers.pdf' })).toBeInTheDocument();
    expect(within(remarks).getByText('fractions-answers.pdf').parentElement).toHaveTextContent('0.50 MB');
    expect(section('Fractions worksheet')).toHaveTextContent('Evaluated');
  });

  it('[ASSIGN-DETAIL-9] with grading on, the grade is shown instead of marks', async () => {
    await openDetail({ item: detail(14, { student_status: 'Submitted', teacher_status: 'Evaluated', enable_grade: 'Y', grade: 'A+' }) });
    const remarks = section('Remarks');
    expect(fact(remarks, 'Grade')).toHaveTextContent('A+');
    expect(within(remarks).queryByText('Marks obtained')).not.toBeInTheDocument();
  });

  it('[ASSIGN-DETAIL-8] a failed solutions load shows "Network error" in the solutions area only', async () => {
    await openDetail({ solutions: () => fail(500, 'boom') });
    const remarks = section('Remarks');
    expect(await within(remarks).findByText('Network error')).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('[ASSIGN-STEP-1] [ASSIGN-STEP-2] [ASSIGN-STEP-3] a pending assignment reaches the first stage; later ones are marked not reached', async () => {
    await openDetail();
    const [first, second, third] = steps();
    expect(steps().map((s) => s.textContent)).toEqual(['1New assignment (current step)', '2Submit here (not reached yet)', '3Check remarks (not reached yet)']);
    expect(first).toHaveAttribute('aria-current', 'step');
    expect(second).toHaveAttribute('data-state', 'todo');
    expect(third).toHaveAttribute('data-state', 'todo');
  });

  it('[ASSIGN-STEP-3] a draft reaches Submit here; an evaluated one Check remarks', async () => {
    await openDetail({ item: detail(15, { student_status: 'Draft' }) });
    expect(steps()[1]).toHaveAttribute('aria-current', 'step');
    expect(steps()[0]).toHaveAttribute('data-state', 'done');
    expect(steps()[2]).toHaveTextContent('Check remarks (not reached yet)');
  });

  it('[ASSIGN-STEP-3] an evaluated assignment reaches Check remarks', async () => {
    await openDetail({ item: detail(22, { student_status: 'Submitted', teacher_status: 'Evaluated' }) });
    expect(steps().map((s) => s.getAttribute('data-state'))).toEqual(['done', 'done', 'current']);
    expect(steps()[2]).toHaveAttribute('aria-current', 'step');
  });

  it('[ASSIGN-BACK-1] go-back from an ongoing assignment leads to the list', async () => {
    const { user } = await openDetail();
    const back = screen.getByRole('link', { name: 'Go back' });
    expect(back).toHaveAttribute('href', '/my-account/assignment');
    await user.click(back);
    expect(await screen.findByRole('tab', { name: 'Ongoing (5)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('[ASSIGN-BACK-2] go-back from a past assignment leads to the Past tab', async () => {
    const { user } = await openDetail({ item: detail(16, { days_left: -1, student_status: 'Expired' }) });
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/my-account/assignment?open=999');
    await user.click(screen.getByRole('link', { name: 'Go back' }));
    expect(await screen.findByRole('tab', { name: 'Past (3)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('[ASSIGN-STATUS-7] a submitted assignment offers neither Save nor Submit and lists what was handed in', async () => {
    await openDetail({
      item: detail(17, { student_status: 'Submitted', student_comment: 'Done all sums' }),
      attachments: [attachment(501, 'my-answers.pdf')],
    });
    const mine = section('Your submission');
    expect(within(mine).getByText('You have submitted this assignment.')).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Download my-answers.pdf' })).toBeInTheDocument();
    expect(within(mine).getByText('Done all sums')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Choose files')).not.toBeInTheDocument();
    expect(section('Fractions worksheet')).toHaveTextContent('Submitted · Review pending from faculty');
  });

  it('[ASSIGN-STATUS-9] a past assignment with late submission allowed and not submitted accepts a submission', async () => {
    await openDetail({ item: detail(18, { days_left: -1, student_status: 'Not Submitted', allow_assignment_late_submission: 'Y' }) });
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('[ASSIGN-STATUS-10] a past assignment without late submission accepts none and says why', async () => {
    await openDetail({ item: detail(19, { days_left: -1, student_status: 'Expired', allow_assignment_late_submission: 'N' }) });
    expect(within(section('Your submission')).getByText('Late submission is not allowed for this assignment')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('[ASSIGN-UPLOAD-8] [ASSIGN-LINK-5] long file names are cut at 50 and link names at 30, the whole name in a title', async () => {
    const longFile = `${'Chapter 4 fractions worksheet answers part one'.padEnd(60, 'x')}.pdf`;
    const longLink = 'Khan Academy: adding and subtracting fractions';
    await openDetail({ item: detail(20, { attachment_lists: [attachment(903, longFile), attachment(904, longLink, { size: null, attachment_url: 'https://khanacademy.org' })] }) });
    const file = screen.getByTitle(longFile);
    expect(file).toHaveTextContent(`${longFile.slice(0, 50)}...`);
    const link = screen.getByTitle(longLink);
    expect(link).toHaveTextContent(`${longLink.slice(0, 30)}...`);
    expect(screen.getByRole('button', { name: `Download ${longFile}` })).toBeInTheDocument();
  });

  it('[ASSIGN-DETAIL-1] a failed detail load is told in place with a retry and the way back (decision 027)', async () => {
    let calls = 0;
    const { user } = await openScreen('/assignment/21', {
      handlers: [
        detailHandler(() => (++calls === 1 ? fail(404, 'Assignment not found') : Response.json({ statusCode: 200, message: 'OK', result: detail(21) }))),
        attachmentsHandler([]),
        solutionsHandler([]),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This assignment could not be loaded.Assignment not found');
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/my-account/assignment');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Fractions worksheet' })).toBeInTheDocument();
  });
});
