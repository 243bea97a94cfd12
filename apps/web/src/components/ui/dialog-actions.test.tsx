import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import { ChoiceDialog } from './choice-dialog.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

// The footer's buttons, in the order they stand (and are tabbed through).
const actions = (dialog: HTMLElement) => within(dialog).getAllByRole('button').map((b) => b.textContent);

describe('dialog actions (decision 089)', () => {
  beforeAll(() => initI18n('en'));

  it('a question puts Cancel first and the main action last, where a phone stacks it at the bottom', async () => {
    const onConfirm = vi.fn();
    render(<ConfirmDialog title="Remove the address?" text="It stops working." confirmLabel="Remove" onConfirm={onConfirm} onCancel={() => undefined} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Remove the address?' });
    expect(actions(dialog)).toEqual(['Cancel', 'Remove']);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('a choice: Cancel then Ok, Ok waiting for a choice', () => {
    render(<ChoiceDialog title="Pick one" options={[{ value: 'a', label: 'A' }]} onOk={() => undefined} onCancel={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Pick one' });
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Cancel', 'Ok']);
    expect(buttons[1]).toBeDisabled();
  });
  // The phone layout of the row (equal shares or full width, main action at the bottom) and the
  // unclipped focus rings need a browser: e2e/phone-profile-home.spec.ts measures them.
});
