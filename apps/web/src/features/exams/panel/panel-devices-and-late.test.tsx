import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fail } from '../../../test/server.ts';
import { retryDelayMs } from './model/backoff.ts';
import { ATTEMPT_ID, enterData, RESULT } from './testing/panel-fixtures.ts';
import { accepted, callsTo, openPanel, panelServer, questionHeading } from './testing/panel-server.ts';

// The backoff, which one test stretches so that only the network's return can send the submit.
vi.mock('./model/backoff.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./model/backoff.ts')>();
  return { ...real, retryDelayMs: vi.fn(real.retryDelayMs) };
});

const article = (n: number) => screen.getByRole('article', { name: `Question ${n} of 7` });

describe('two devices, a late network, a slow clock (issue 32)', () => {
  it('a change overtaken by a later one made on another device shows the answer that stands and says so, never "Saved"', async () => {
    const panel = panelServer();
    panel.saves.push((items) =>
      accepted(items, {
        saved: items.map((i) => ({ question_id: i.question_id, seq: i.seq + 500 })),
        newer: items.map((i) => ({ question_id: i.question_id, answer: { kind: 'single', choice: 'c' }, marked_for_review: false, seq: i.seq + 500, time_spent_ms: 0 })),
      }),
    );
    const { user } = await openPanel();
    await questionHeading(1);
    await user.click(screen.getByRole('radio', { name: 'A 5 m' }));
    expect(await within(article(1)).findByText('Changed on another device: this answer stands')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'C 20 m' })).toBeChecked();
    expect(within(article(1)).queryByText('Saved')).not.toBeInTheDocument();
    // Answered again here: this window's change is the latest, and is saved as such.
    await user.click(screen.getByRole('radio', { name: 'B 10 m' }));
    expect(await within(article(1)).findByText('Saved')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'B 10 m' })).toBeChecked();
  });

  it("another device's answers read with the clock show here; the save asks for what changed since its last reading", async () => {
    const panel = panelServer();
    panel.newer = [{ question_id: 101, answer: { kind: 'single', choice: 'b' }, marked_for_review: false, seq: 90_000, time_spent_ms: 0 }];
    const { user } = await openPanel();
    await questionHeading(1);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'B 10 m' })).toBeChecked());
    // Never answered here: shown without a warning.
    expect(within(article(1)).queryByText('Changed on another device: this answer stands')).not.toBeInTheDocument();
    expect(callsTo(`/attempts/${ATTEMPT_ID}/time`)[0]!.url.searchParams.get('since_ms')).toMatch(/^\d+$/);
    await user.click(within(screen.getByRole('navigation', { name: 'Question palette' })).getByRole('button', { name: /^4\b/ }));
    await user.click(await screen.findByRole('radio', { name: 'True' }));
    await waitFor(() => expect(callsTo(`/attempts/${ATTEMPT_ID}/answers`)).toHaveLength(1));
    const body = callsTo(`/attempts/${ATTEMPT_ID}/answers`)[0]!.body as { since_ms: number; answers: { seq: number }[] };
    expect(body.since_ms).toBeGreaterThan(0);
    expect(body.answers[0]!.seq).toBeGreaterThan(90_000); // made after the change it has seen
  });

  it('a submit that failed offline goes the moment the network returns, and meanwhile the question says it waits for the network, not that the test ended', async () => {
    // Every wait after a failure is ten minutes: only the network's return can send again.
    vi.mocked(retryDelayMs).mockReturnValue(600_000);
    onTestFinished(() => void vi.mocked(retryDelayMs).mockReset());
    const panel = panelServer();
    panel.saves.push('network');
    panel.submits.push('network');
    const { user } = await openPanel();
    await questionHeading(1);
    await user.click(screen.getByRole('radio', { name: 'A 5 m' }));
    await screen.findByText('Waiting for the network');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit test' }));
    await waitFor(() => expect(callsTo(`/attempts/${ATTEMPT_ID}/submit`)).toHaveLength(1));
    expect(within(article(1)).getByText('Waiting for the network')).toBeInTheDocument();
    expect(screen.queryByText('Not saved: the test has ended')).not.toBeInTheDocument();
    expect(screen.getByText('You are offline. Your answers are kept on this device and sent when the network returns.')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    // At once, not after the next backoff step (ten minutes here), however slow the machine.
    expect(await screen.findByRole('heading', { name: 'Your test is submitted.' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(callsTo(`/attempts/${ATTEMPT_ID}/submit`)).toHaveLength(2);
  });

  it('a submit refused as too late still shows the published result, not "once published"', async () => {
    const panel = panelServer();
    panel.result = RESULT;
    panel.submits.push(() => fail(409, 'The time for this exam is over; answers saved before the end are kept.', 'EXAM_TIME_OVER'));
    const { user } = await openPanel();
    await questionHeading(1);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit test' }));
    expect(await screen.findByRole('heading', { name: 'The time for this exam is over; answers saved before the end are kept.' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Your result' })).toBeInTheDocument();
    expect(screen.getByText('Your result is below.')).toBeInTheDocument();
    expect(screen.queryByText('Your result will show once the institute publishes it.')).not.toBeInTheDocument();
  });

  it('the same refusal before publication says the result shows once published', async () => {
    const panel = panelServer();
    panel.submits.push(() => fail(409, 'The time for this exam is over; answers saved before the end are kept.', 'EXAM_TIME_OVER'));
    const { user } = await openPanel();
    await questionHeading(1);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit test' }));
    expect(await screen.findByText('Your result will show once the institute publishes it.')).toBeInTheDocument();
    expect(callsTo(`/attempts/${ATTEMPT_ID}/result`)).toHaveLength(1);
  });

  it("on a slow network the timer never shows more than is left: the server's time less the call's round trip", async () => {
    const panel = panelServer(enterData({}, { seconds_left: 100 }));
    panel.timeLeftMs = 200_000;
    panel.timeDelayMs = 1_500;
    await openPanel();
    await questionHeading(1);
    const shown = new Set<string>();
    const timer = screen.getByRole('timer');
    const watch = new MutationObserver(() => shown.add(timer.textContent ?? ''));
    watch.observe(timer, { characterData: true, childList: true, subtree: true });
    // 200 s as the server answered, 1.5 s before its answer arrived: at most 198.5 s were left then.
    await waitFor(() => expect([...shown].some((t) => t.startsWith('03:'))).toBe(true), { timeout: 4_000 });
    watch.disconnect();
    expect(shown.has('03:20')).toBe(false);
  });
});
