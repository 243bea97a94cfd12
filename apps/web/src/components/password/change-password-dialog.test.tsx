import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TSession } from '@portal/contract';
import { PASSWORD_CHANGE_LOGOUT_MS } from '@portal/domain/profile/edit-permission';
import { frenchSession, parentSession, schoolSession } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { sent, server } from '../../test/server.ts';
import { holdTheTimers, runDueWork, runUntil } from '../../test/test-clock.ts';
import { changePasswordServer } from './testing/password-server.ts';

const flagged = (session: TSession): TSession => ({ ...session, password_reset_pending: true });

/** Opens the dialog from the temporary-password banner of a signed-in page. */
async function openDialog(session: TSession = flagged(schoolSession), buttonName = 'Set new password', title = 'Change Password') {
  const view = await renderApp('/dashboard', { session });
  await view.user.click(await screen.findByRole('button', { name: buttonName }));
  const dialog = await screen.findByRole('dialog', { name: title });
  return { ...view, dialog };
}

const existing = () => screen.getByLabelText('Existing password');
const next = () => screen.getByLabelText('New password');
const retyped = () => screen.getByLabelText('Retype new password');
const logoutSent = () => sent.some((r) => r.url.pathname === '/api/v1/alternateLogin/logout');

describe('change password dialog', () => {
  it('[PWD-CHANGE-1] [PWD-CHANGE-7] three password fields with labels, autocomplete, toggles and the stated policy', async () => {
    const { user, dialog } = await openDialog();
    expect(existing()).toHaveAttribute('autocomplete', 'current-password');
    expect(next()).toHaveAttribute('autocomplete', 'new-password');
    expect(retyped()).toHaveAttribute('autocomplete', 'new-password');
    expect(next()).toHaveAccessibleDescription('8 to 128 characters; any characters, spaces included; not a common or easily guessed password.');
    expect(existing()).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Show existing password' }));
    expect(existing()).toHaveAttribute('type', 'text');
    await user.click(within(dialog).getByRole('button', { name: 'Hide existing password' }));
    expect(existing()).toHaveAttribute('type', 'password');
    expect(within(dialog).getByRole('button', { name: 'Show new password' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Show retyped password' })).toBeInTheDocument();
  });

  it('[PWD-CHANGE-1] [PWD-CHANGE-3] [PWD-CHANGE-4] [PWD-CHANGE-5] each check in the domain order, before anything is sent', async () => {
    const change = changePasswordServer();
    server.use(change.handler);
    const { user, dialog } = await openDialog();
    const submit = () => user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    const alert = () => within(dialog).getByRole('alert');

    await user.type(next(), 'abc');
    await submit();
    expect(alert()).toHaveTextContent('Enter existing password, First');
    expect(existing()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(existing()).toHaveFocus());

    await user.type(existing(), 'Old-secret 1');
    await submit();
    expect(alert()).toHaveTextContent("Entered new passwords doesn't match");
    expect(retyped()).toHaveAccessibleDescription("Entered new passwords doesn't match");

    await user.type(retyped(), 'abc');
    await submit();
    expect(alert()).toHaveTextContent('New passwords must contain at least 8 characters.');
    expect(next()).toHaveAttribute('aria-invalid', 'true');

    await user.clear(next());
    await user.clear(retyped());
    await user.type(next(), 'password123');
    await user.type(retyped(), 'password123');
    await submit();
    expect(alert()).toHaveTextContent('New passwords must not be a common or easily guessed password.');

    await user.clear(next());
    await user.clear(retyped());
    await user.type(next(), 'Old-secret 1');
    await user.type(retyped(), 'Old-secret 1');
    await submit();
    expect(alert()).toHaveTextContent('New passwords must differ from the existing password.');
    expect(change.bodies).toEqual([]);
  });

  it("[PWD-CHANGE-4] the person's own name is a common password for them (decision 020 context)", async () => {
    server.use(changePasswordServer().handler);
    const { user, dialog } = await openDialog();
    await user.type(existing(), 'Old-secret 1');
    await user.type(next(), 'aarav2026!');
    await user.type(retyped(), 'aarav2026!');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('New passwords must not be a common or easily guessed password.');
  });

  it('[PWD-CHANGE-7] [PWD-CHANGE-8] sends the change, shows the success text and logs out after 2 seconds', async () => {
    const change = changePasswordServer();
    server.use(change.handler);
    const { user, dialog } = await openDialog();
    await user.type(existing(), 'Old-secret 1');
    await user.type(next(), 'river lamp 42 violet');
    await user.type(retyped(), 'river lamp 42 violet');
    // Held timers from here: the 2 s are counted from the success text to the millisecond,
    // however long a busy machine takes to show it.
    holdTheTimers();
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Change Password' })));

    const success = () => screen.queryByText('Password changed successfully, please log in again.', { selector: 'dialog [role="status"]' });
    await runUntil(() => success() !== null, 'the success text');
    expect(success()!.closest('dialog')).toHaveAccessibleName('Change Password');
    expect(within(screen.getByRole('region', { name: 'Notifications' })).getByText('Password changed successfully, please log in again.')).toBeInTheDocument();
    expect(change.bodies).toEqual([{ institute_id: 101, username: '9000000001', oldPassword: 'Old-secret 1', newPassword: 'river lamp 42 violet', userid: 501 }]);
    await act(() => vi.advanceTimersByTimeAsync(PASSWORD_CHANGE_LOGOUT_MS - 1));
    await runDueWork();
    expect(logoutSent()).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await runUntil(() => logoutSent(), 'the logout');
    expect(PASSWORD_CHANGE_LOGOUT_MS).toBe(2000);
    await runUntil(() => screen.queryByRole('button', { name: 'Login' }) !== null, 'the login page');
    expect(screen.queryByLabelText('Existing password')).not.toBeInTheDocument();
  });

  it('[PWD-CHANGE-8] Log in again logs out at once', async () => {
    server.use(changePasswordServer().handler);
    const { user, dialog } = await openDialog();
    await user.type(existing(), 'Old-secret 1');
    await user.type(next(), 'river lamp 42 violet');
    await user.type(retyped(), 'river lamp 42 violet');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    await user.click(await screen.findByRole('button', { name: 'Log in again' }));
    await waitFor(() => expect(logoutSent()).toBe(true));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(sent.filter((r) => r.url.pathname === '/api/v1/alternateLogin/logout')).toHaveLength(1);
  });

  it("[PWD-CHANGE-9] [PWD-CHANGE-10] a parent changes the parent's password with the parent's phone and gets the parent text", async () => {
    const change = changePasswordServer();
    server.use(change.handler);
    const { user, dialog } = await openDialog(flagged({ ...parentSession, parent_num: '9000000010', phone_no: '9000000001' }));
    await user.type(existing(), 'Old-secret 1');
    await user.type(next(), 'river lamp 42 violet');
    await user.type(retyped(), 'river lamp 42 violet');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText("Parent's Password changed successfully, Please Re-Login!", { selector: 'dialog [role="status"]' })).toBeInTheDocument();
    expect(change.bodies[0]).toMatchObject({ username: '9000000010', userid: 8801, institute_id: 101 });
  });

  it('[PWD-CHANGE-12] a parent login without a parent id says the password cannot be changed here', async () => {
    const { dialog } = await openDialog(flagged({ ...parentSession, parent_id: null }));
    expect(within(dialog).getByText(/cannot be changed here/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Existing password')).not.toBeInTheDocument();
  });

  it('[PWD-CHANGE-2] a wrong existing password stays in the dialog with the inputs, on the existing field', async () => {
    const change = changePasswordServer({ status: 400, message: 'Please enter correct existing password', code: 'EXISTING_PASSWORD_WRONG' });
    server.use(change.handler);
    const { user, dialog } = await openDialog();
    await user.type(existing(), 'Wrong-one 1');
    await user.type(next(), 'river lamp 42 violet');
    await user.type(retyped(), 'river lamp 42 violet');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please enter correct existing password');
    expect(existing()).toHaveValue('Wrong-one 1');
    expect(next()).toHaveValue('river lamp 42 violet');
    expect(retyped()).toHaveValue('river lamp 42 violet');
    expect(existing()).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('button', { name: 'Change Password' })).toBeEnabled();
    expect(logoutSent()).toBe(false);
  });

  it('[PWD-CHANGE-2] the server refusal is shown in the reader\'s language (French institute)', async () => {
    server.use(changePasswordServer({ status: 400, message: 'Please enter correct existing password' }).handler);
    const { user, dialog } = await openDialog(flagged(frenchSession), 'Choisir un nouveau mot de passe', 'Changer le mot de passe');
    await user.type(screen.getByLabelText('Mot de passe actuel'), 'Wrong-one 1');
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'river lamp 42 violet');
    await user.type(screen.getByLabelText('Confirmez le nouveau mot de passe'), 'river lamp 42 violet');
    await user.click(within(dialog).getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Veuillez saisir le mot de passe actuel correct');
  });

  it('[PWD-CHANGE-2] too many wrong passwords (429) is shown in the dialog with the inputs kept', async () => {
    server.use(changePasswordServer({ status: 429, message: 'Too many wrong passwords. Please wait 15 minutes and try again.', code: 'RATE_LIMITED' }).handler);
    const { user, dialog } = await openDialog();
    await user.type(existing(), 'Wrong-one 1');
    await user.type(next(), 'river lamp 42 violet');
    await user.type(retyped(), 'river lamp 42 violet');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many wrong passwords. Please wait 15 minutes and try again.');
    expect(existing()).toHaveValue('Wrong-one 1');
    expect(existing()).not.toHaveAttribute('aria-invalid');
  });

  it('[PWD-CHANGE-7] the buttons are disabled while the change is sent', async () => {
    let release = () => {};
    const change = changePasswordServer({ result: null }, new Promise<void>((resolve) => (release = resolve)));
    server.use(change.handler);
    const { user, dialog } = await openDialog();
    await user.type(existing(), 'Old-secret 1');
    await user.type(next(), 'river lamp 42 violet');
    await user.type(retyped(), 'river lamp 42 violet');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByRole('button', { name: 'Changing…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Log in again' })).toBeInTheDocument();
  });

  it('[PWD-CHANGE-8] Cancel closes the dialog without a change and without a logout', async () => {
    const { user, dialog } = await openDialog();
    await user.type(existing(), 'Old-secret 1');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeInTheDocument();
    expect(logoutSent()).toBe(false);
  });
});
