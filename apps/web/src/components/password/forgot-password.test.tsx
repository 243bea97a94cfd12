import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';
import { forgotPasswordServer, twoAccounts } from './testing/password-server.ts';

/** Opens the login page and its forgot-password dialog. */
async function openForgot() {
  const view = await renderApp('/');
  await screen.findByRole('button', { name: 'Login' });
  await waitFor(() => expect(localStorage.getItem('instituteId')).toBe('101')); // The branded page's institute.
  await view.user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Forgot Password' });
  return { ...view, dialog };
}

const phone = () => screen.getByLabelText('Mobile number');
const SENT = 'New password sent to your registered mobile number.';
/** The sent step's status line (a new dialog: the phone one may still be on screen for a moment). */
const findSent = () => screen.findByText(SENT, { selector: 'dialog [role="status"]' });

describe('forgot password', () => {
  it('[PWD-FORGOT-1] [PWD-FORGOT-3] [PWD-FORGOT-10] a phone field, Continue disabled while empty, and Close', async () => {
    const { user, dialog } = await openForgot();
    expect(phone()).toHaveAttribute('inputmode', 'numeric');
    expect(phone()).toHaveAttribute('autocomplete', 'tel');
    const next = within(dialog).getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await user.type(phone(), '9');
    expect(next).toBeEnabled();
    await user.clear(phone());
    expect(next).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Forgot Password?' })).toHaveFocus();
  });

  it('[PWD-FORGOT-2] the phone field keeps digits only', async () => {
    const { user } = await openForgot();
    await user.type(phone(), '+91 90-abc00');
    expect(phone()).toHaveValue('919000');
  });

  it('[PWD-FORGOT-4] [PWD-FORGOT-9] Continue sends the phone and shows the sent text, once and for a short time', async () => {
    const forgot = forgotPasswordServer([{ result: null }]);
    server.use(forgot.handler);
    const { user, dialog } = await openForgot();
    await user.type(phone(), '9000000001');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const sent = (await findSent()).closest('dialog')!;
    expect(sent).toHaveAccessibleName('Forgot Password');
    expect(within(sent).getByText(/works once and only for a short time/)).toBeInTheDocument();
    expect(forgot.bodies).toEqual([{ source: 'study-app', user_name: '9000000001', institute_id: 101 }]);
    await user.click(within(sent).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('[PWD-FORGOT-5] [PWD-FORGOT-6] [PWD-FORGOT-7] several accounts: the chooser, then Reset Password for the chosen one', async () => {
    const forgot = forgotPasswordServer([{ result: twoAccounts }, { result: null }]);
    server.use(forgot.handler);
    const { user, dialog } = await openForgot();
    await user.type(phone(), '9000000004{Enter}');
    const chooser = await screen.findByRole('dialog', { name: 'Forgot Password For:' });
    expect(dialog).not.toBeInTheDocument();
    const options = within(chooser).getAllByRole('radio');
    expect(options).toHaveLength(2);
    expect(within(chooser).getAllByText('Ishaan Verma')).toHaveLength(2);
    expect(within(chooser).getByText('Student · Sunrise Public School')).toBeInTheDocument();
    expect(within(chooser).getByText('Student · Apex Coaching Centre')).toBeInTheDocument();
    const reset = within(chooser).getByRole('button', { name: 'Reset Password' });
    expect(reset).toBeDisabled();
    expect(within(chooser).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await user.click(options[1]!);
    await user.click(reset);
    expect(await findSent()).toBeInTheDocument();
    expect(forgot.bodies).toEqual([
      { source: 'study-app', user_name: '9000000004', institute_id: 101 },
      { source: 'study-app', user_name: '9000000004', user_id: 1005, institute_id: 102 },
    ]);
  });

  it('[PWD-FORGOT-6] Cancel in the chooser goes back to the phone, which is kept (decision 024)', async () => {
    server.use(forgotPasswordServer([{ result: twoAccounts }]).handler);
    const { user } = await openForgot();
    await user.type(phone(), '9000000004{Enter}');
    const chooser = await screen.findByRole('dialog', { name: 'Forgot Password For:' });
    await user.click(within(chooser).getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('dialog', { name: 'Forgot Password' });
    expect(phone()).toHaveValue('9000000004');
  });

  it('[PWD-FORGOT-8] exactly one account is retried directly, without the chooser', async () => {
    const forgot = forgotPasswordServer([{ result: [twoAccounts[0]!] }, { result: null }]);
    server.use(forgot.handler);
    const { user, dialog } = await openForgot();
    await user.type(phone(), '9000000001');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await findSent()).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Forgot Password For:' })).not.toBeInTheDocument();
    expect(forgot.bodies[1]).toEqual({ source: 'study-app', user_name: '9000000001', user_id: 1004, institute_id: 101 });
    expect(forgot.bodies).toHaveLength(2);
  });

  it('[PWD-FORGOT-11] a 429 is shown in the dialog and the phone is kept (decision 024)', async () => {
    const text = 'Too many password reset requests. Please try again in 42 minutes.';
    server.use(forgotPasswordServer([{ status: 429, message: text, code: 'RATE_LIMITED' }]).handler);
    const { user, dialog } = await openForgot();
    await user.type(phone(), '9000000001');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    expect(phone()).toHaveValue('9000000001');
    expect(phone()).toHaveAccessibleDescription(expect.stringContaining(text));
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('[PWD-FORGOT-11] a 429 on the retry stays in the chooser with the choice kept', async () => {
    const text = 'Too many password reset requests. Please try again in 42 minutes.';
    server.use(forgotPasswordServer([{ result: twoAccounts }, { status: 429, message: text, code: 'RATE_LIMITED' }]).handler);
    const { user } = await openForgot();
    await user.type(phone(), '9000000004{Enter}');
    const chooser = await screen.findByRole('dialog', { name: 'Forgot Password For:' });
    await user.click(within(chooser).getAllByRole('radio')[0]!);
    await user.click(within(chooser).getByRole('button', { name: 'Reset Password' }));
    expect(await within(chooser).findByRole('alert')).toHaveTextContent(text);
    expect(within(chooser).getAllByRole('radio')[0]).toBeChecked();
  });

  it('[PWD-FORGOT-11] no answer (offline) and a refused phone read as the portal texts', async () => {
    const { HttpResponse, http } = await import('msw');
    server.use(http.post('/api/v2/user/forgotPassword', () => HttpResponse.error()));
    const { user, dialog } = await openForgot();
    await user.type(phone(), '9000000001{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please check your internet connection!');
    server.use(forgotPasswordServer([{ status: 400, message: 'user_name: expected the phone number, digits only', code: 'VALIDATION' }]).handler);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a valid Phone number'));
  });

  it('[PWD-FORGOT-4] the buttons are disabled while the request is sent', async () => {
    let release = () => {};
    server.use(forgotPasswordServer([{ result: null }], new Promise<void>((resolve) => (release = resolve))).handler);
    const { user, dialog } = await openForgot();
    await user.type(phone(), '9000000001');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(phone()).toBeDisabled();
    release();
    expect(await findSent()).toBeInTheDocument();
  });
});
