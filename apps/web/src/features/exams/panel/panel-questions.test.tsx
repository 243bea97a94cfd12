import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TPanelSaveItem } from '@portal/contract';
import { openPanel, panelServer, questionHeading, savedBatches } from './testing/panel-server.ts';

afterEach(() => sessionStorage.clear());

/** The last state of each question the server received. */
function lastSaved(): Map<number, TPanelSaveItem> {
  const last = new Map<number, TPanelSaveItem>();
  for (const item of savedBatches().flat()) if ((last.get(item.question_id)?.seq ?? -1) < item.seq) last.set(item.question_id, item);
  return last;
}

describe('the test panel: questions of every kind (issue 13)', () => {
  it('[EXAM-BTN-5] enters with the token of its address and drops it from the address at once', async () => {
    panelServer();
    await openPanel();
    await questionHeading(1);
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/my-account/test-panel');
    expect(screen.getByRole('heading', { level: 1, name: 'JEE Daily Practice Test' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('45:00');
  });

  it('draws the passage beside its question, formulas as text, images with their text', async () => {
    panelServer();
    const { user } = await openPanel();
    await questionHeading(1);
    const passage = screen.getByRole('region', { name: 'Projectile motion' });
    expect(passage).toHaveTextContent('A ball is thrown at 20 m/s.');
    expect(screen.getByRole('radio', { name: 'A 5 m' })).toBeInTheDocument(); // \( 5\ \text{m} \) reads 5 m
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await questionHeading(2);
    expect(screen.getByRole('img', { name: 'A block on an incline' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Projectile motion' })).toBeInTheDocument(); // shared by both
  });

  it('saves an answer of each kind in the shape of the domain Answer, and says Saved beside it', async () => {
    panelServer();
    const { user } = await openPanel();
    await questionHeading(1);
    const next = async (n: number) => {
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await questionHeading(n);
    };
    await user.click(screen.getByRole('radio', { name: 'B 10 m' }));
    await screen.findByText('Saved');
    await next(2);
    await user.type(screen.getByRole('textbox', { name: 'Type a number' }), '2.0');
    await next(3);
    await user.click(screen.getByRole('checkbox', { name: 'C Force' }));
    await user.click(screen.getByRole('checkbox', { name: 'A Velocity' }));
    await next(4);
    await user.click(screen.getByRole('radio', { name: 'True' }));
    await next(5);
    await user.type(screen.getByRole('textbox', { name: 'Type your answer' }), "Coulomb's law");
    await next(6);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Force' }), 'newton');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Power' }), 'watt');
    await next(7);
    await user.click(screen.getByRole('checkbox', { name: 'Velocity: [L]' }));
    await user.click(screen.getByRole('checkbox', { name: 'Force: [M]' }));
    await user.click(screen.getByRole('checkbox', { name: 'Force: [L]' }));
    await waitFor(() => expect(lastSaved().get(107)?.answer).toEqual({ kind: 'grid', rows: { ra: ['cb'], rb: ['ca', 'cb'] } }));
    await screen.findByText('Saved');
    const answers = Object.fromEntries([...lastSaved()].map(([id, item]) => [id, item.answer]));
    expect(answers).toEqual({
      101: { kind: 'single', choice: 'b' },
      102: { kind: 'numeric', text: '2.0' },
      103: { kind: 'multiple', choices: ['a', 'c'] }, // in the question's order
      104: { kind: 'true-false', value: true },
      105: { kind: 'text', text: "Coulomb's law" },
      106: { kind: 'matching', pairs: { la: 'ra', lb: 'rb' } },
      107: { kind: 'grid', rows: { ra: ['cb'], rb: ['ca', 'cb'] } },
    });
    // Every item carries its sequence number: growing, one per change.
    const seqs = savedBatches().flat().map((i) => i.seq);
    expect(new Set(seqs).size).toBe(seqs.length);
  });

  it('clearing a response saves null; blanking a typed answer does too', async () => {
    panelServer();
    const { user } = await openPanel();
    await questionHeading(1);
    await user.click(screen.getByRole('radio', { name: 'A 5 m' }));
    await user.click(screen.getByRole('button', { name: 'Clear response' }));
    expect(screen.getByRole('radio', { name: 'A 5 m' })).not.toBeChecked();
    await waitFor(() => expect(lastSaved().get(101)?.answer).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const input = await screen.findByRole('textbox', { name: 'Type a number' });
    await user.type(input, '7');
    await user.clear(input);
    await waitFor(() => expect(lastSaved().get(102)?.answer).toBeNull());
  });

  it('sections are tabs: choosing one shows its first question and its palette', async () => {
    panelServer();
    const { user } = await openPanel();
    await questionHeading(1);
    await user.click(screen.getByRole('tab', { name: 'Chemistry' }));
    await questionHeading(5);
    expect(screen.getByRole('tab', { name: 'Chemistry' })).toHaveAttribute('aria-selected', 'true');
    const palette = screen.getByRole('navigation', { name: 'Question palette' });
    expect(within(palette).getAllByRole('button').map((b) => b.textContent)).toEqual(['5, Not answered', '6, Not visited', '7, Not visited']);
  });
});
