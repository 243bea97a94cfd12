import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, loginBodies } from '../../../test/server.ts';
import { ATTEMPT_ID, enterData, TEST_ID } from './testing/panel-fixtures.ts';
import { callsTo, openPanel, panelServer, questionHeading, savedBatches, signInRequired } from './testing/panel-server.ts';

afterEach(() => sessionStorage.clear());

/** Signs in through the panel's in-place dialog as the coaching student. */
async function signInOver(user: UserEvent, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Email or Phone Number'), '9000000002');
  await user.type(within(dialog).getByLabelText('Password', { exact: true }), 'demo1234');
  await user.click(within(dialog).getByRole('button', { name: 'Sign in and continue' }));
}

describe('the test panel never loses an answer (issue 13)', () => {
  it('without a network the answer waits on the device and says so; it is saved when the network returns', async () => {
    const panel = panelServer();
    panel.saves.push('network');
    const { user } = await openPanel();
    await questionHeading(1);
    await user.click(screen.getByRole('radio', { name: 'A 5 m' }));
    expect(await screen.findByText('Waiting for the network')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You are offline. Your answers are kept on this device');
    expect((await panel.store.load(ATTEMPT_ID)).answers).toEqual([expect.objectContaining({ question_id: 101, answer: { kind: 'single', choice: 'a' }, saved_seq: 0 })]);
    // The retry (1 s later) goes through.
    expect(await screen.findByText('Saved', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(savedBatches()).toHaveLength(2);
    const [stored] = (await panel.store.load(ATTEMPT_ID)).answers;
    expect(stored!.seq).toBeGreaterThan(0);
    expect(stored!.saved_seq).toBe(stored!.seq);
  });

  it('a 400 naming one item drops that item, says so, and saves the others', async () => {
    const panel = panelServer();
    panel.saves.push(() => fail(400, 'answers.0.answer: expected an answer of kind numeric', 'VALIDATION'));
    const { user } = await openPanel();
    await questionHeading(1);
    await user.click(screen.getByRole('radio', { name: 'A 5 m' }));
    await user.click(within(screen.getByRole('navigation', { name: 'Question palette' })).getByRole('button', { name: /^3\b/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'B Speed' }));
    await waitFor(() => expect(savedBatches().flat()).toContainEqual(expect.objectContaining({ question_id: 103 })));
    await screen.findByText('Saved');
    const [refused, ...later] = savedBatches();
    expect(refused![0]).toMatchObject({ question_id: 101 });
    expect(savedBatches().flat().find((i) => i.question_id === 103)!.seq).toBeGreaterThan(refused![0]!.seq); // numbered in order
    expect(later.flat().map((i) => i.question_id)).not.toContain(101); // dropped, never resent
    await user.click(within(screen.getByRole('navigation', { name: 'Question palette' })).getByRole('button', { name: /^1\b/ }));
    await questionHeading(1);
    // Beside the question (and said once in a toast).
    expect(within(screen.getByRole('article', { name: 'Question 1 of 7' })).getByText('Not accepted: answers.0.answer: expected an answer of kind numeric')).toBeInTheDocument();
  });

  it('a save after the end (409) stops sending and says the time is over', async () => {
    const panel = panelServer();
    panel.saves.push(() => fail(409, 'The time for this exam is over; answers saved before the end are kept.', 'EXAM_TIME_OVER'));
    const { user } = await openPanel();
    await questionHeading(1);
    await user.click(screen.getByRole('radio', { name: 'A 5 m' }));
    expect(await screen.findByRole('heading', { name: 'The time for this exam is over; answers saved before the end are kept.' })).toBeInTheDocument();
    expect(savedBatches()).toHaveLength(1);
  });

  it('an ended session asks to sign in over the test; then it launches and enters again and sends what waited', async () => {
    const panel = panelServer();
    panel.saves.push(signInRequired);
    const { user } = await openPanel();
    await questionHeading(1);
    await user.click(screen.getByRole('radio', { name: 'B 10 m' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign in to continue the test' });
    expect(screen.getByText('Waiting for you to sign in')).toBeInTheDocument();
    await signInOver(user, dialog);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(loginBodies()).toEqual([expect.objectContaining({ user_name: '9000000002', password: 'demo1234' })]);
    expect(callsTo('/launch').map((c) => c.body)).toEqual([{ test_id: TEST_ID }]);
    expect(callsTo('/enter').map((c) => c.body)).toEqual([{ launch_token: 'tok-1' }, { launch_token: 'relaunched' }]);
    expect(savedBatches().at(-1)).toEqual([expect.objectContaining({ question_id: 101, answer: { kind: 'single', choice: 'b' } })]);
    // The test stayed as it was: same question, same answer, no reload.
    expect(screen.getByRole('radio', { name: 'B 10 m' })).toBeChecked();
  });

  it('signed in again, the server has another attempt (this one ended meanwhile): says it has ended and pours nothing into the new one', async () => {
    const panel = panelServer();
    panel.saves.push(signInRequired);
    const { user } = await openPanel();
    await questionHeading(1);
    await user.click(screen.getByRole('radio', { name: 'B 10 m' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign in to continue the test' });
    panel.enter = enterData({}, { attempt_id: ATTEMPT_ID + 1, attempt_no: 2 });
    await signInOver(user, dialog);
    expect(await screen.findByRole('heading', { name: 'This attempt has ended; answers saved before the end are kept.' })).toBeInTheDocument();
    expect(savedBatches()).toHaveLength(1); // only the save refused before the sign-in
  });

  it('once submitted, a reload of the window launches nothing (no new attempt) and says where to open the test', async () => {
    panelServer();
    const first = await openPanel();
    await questionHeading(1);
    await first.user.click(screen.getByRole('button', { name: 'Submit' }));
    await first.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit test' }));
    await screen.findByRole('heading', { name: 'Your test is submitted.' });
    first.unmount();
    await openPanel({ hash: '' });
    expect(await screen.findByText('Open the test from My Exam: Start, Resume or View opens it here.')).toBeInTheDocument();
    expect(callsTo('/launch')).toEqual([]);
  });

  it('on enter, device and server answers merge by the higher seq; the newer device answer is sent at once', async () => {
    const panel = panelServer(
      enterData({
        answers: [
          { question_id: 101, answer: { kind: 'single', choice: 'a' }, marked_for_review: false, seq: 3, time_spent_ms: 0 },
          { question_id: 104, answer: { kind: 'true-false', value: false }, marked_for_review: true, seq: 9, time_spent_ms: 0 },
        ],
      }),
    );
    const device = (question_id: number, seq: number, answer: object) => ({ attempt_id: ATTEMPT_ID, question_id, answer: answer as never, marked_for_review: false, seq, saved_seq: 0, time_spent_ms: 0 });
    await panel.store.write([device(101, 5, { kind: 'single', choice: 'c' }), device(104, 4, { kind: 'true-false', value: true })], { attempt_id: ATTEMPT_ID, seq: 5, visited: [101, 104] });
    const { user } = await openPanel();
    await questionHeading(1);
    expect(screen.getByRole('radio', { name: 'C 20 m' })).toBeChecked(); // device seq 5 > server seq 3
    await waitFor(() => expect(savedBatches()[0]).toEqual([expect.objectContaining({ question_id: 101, seq: 5, answer: { kind: 'single', choice: 'c' } })]));
    await user.click(within(screen.getByRole('navigation', { name: 'Question palette' })).getByRole('button', { name: /^4\b/ }));
    await questionHeading(4);
    expect(screen.getByRole('radio', { name: 'False' })).toBeChecked(); // server seq 9 > device seq 4
    await user.click(screen.getByRole('radio', { name: 'True' }));
    // The numbering goes on above every seq seen (9), so this change outranks the other device's.
    await waitFor(() => expect(savedBatches().at(-1)).toEqual([expect.objectContaining({ question_id: 104 })]));
    expect(savedBatches().at(-1)![0]!.seq).toBeGreaterThan(9);
  });

  it('a reload (the token has left the address) launches again for this tab test and finds the answers', async () => {
    panelServer();
    const first = await openPanel();
    await questionHeading(1);
    await first.user.click(screen.getByRole('radio', { name: 'A 5 m' }));
    await screen.findByText('Saved');
    first.unmount();
    const second = await openPanel({ hash: '' });
    await questionHeading(1);
    expect(callsTo('/launch').map((c) => c.body)).toEqual([{ test_id: TEST_ID }]);
    expect(screen.getByRole('radio', { name: 'A 5 m' })).toBeChecked();
    second.unmount();
  });

  it('[TT-EXAM-5] opened by the timetable with the test ids only, it launches the test itself and drops them from the address', async () => {
    panelServer();
    await openPanel({ hash: '?test=4101&institute=102' });
    await questionHeading(1);
    expect(callsTo('/launch').map((c) => c.body)).toEqual([{ test_id: 4101, test_institute_id: 102 }]);
    expect(callsTo('/enter').map((c) => c.body)).toEqual([{ launch_token: 'relaunched' }]);
    expect(window.location.search).toBe('');
  });

  it('an address with a test id that is not a number is no launch at all', async () => {
    panelServer();
    await openPanel({ hash: '?test=abc' });
    expect(await screen.findByText('Open the test from My Exam: Start, Resume or View opens it here.')).toBeInTheDocument();
    expect(callsTo('/launch')).toEqual([]);
  });

  it('without a launch token or a test of this tab, says to open the test from My Exam', async () => {
    panelServer();
    await openPanel({ hash: '' });
    expect(await screen.findByText('Open the test from My Exam: Start, Resume or View opens it here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Exam' })).toHaveAttribute('href', '/my-account/exam');
  });

  it('a used or expired launch token is refused with a clear message', async () => {
    panelServer(() => fail(401, 'This test link has expired or was already used.', 'PANEL_LAUNCH_INVALID'));
    await openPanel();
    expect(await screen.findByText('This test link has expired or was already used. Please open the test again from My Exam.')).toBeInTheDocument();
  });

  it('no session at enter: signs in on the page, then enters with the same token', async () => {
    let first = true;
    panelServer(() => {
      if (!first) return Response.json({ statusCode: 200, message: 'OK', data: enterData() });
      first = false;
      return signInRequired();
    });
    const { user } = await openPanel();
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign in to continue the test' });
    await signInOver(user, dialog);
    await questionHeading(1);
    expect(callsTo('/enter').map((c) => c.body)).toEqual([{ launch_token: 'tok-1' }, { launch_token: 'tok-1' }]);
  });
});
