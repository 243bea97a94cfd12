import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { schoolSession } from '../../test/fixtures.ts';
import { fail } from '../../test/server.ts';
import { openProfile, rowValue, studentProfile, UPDATE_PATH, updateCalls, updateHandler } from './testing/profile-server.ts';

const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));
const UPDATE = `/api/v1/profiles/update/${schoolSession.institute_id}/${schoolSession.user_id}`;

async function openEdit(name: string, options: Parameters<typeof openProfile>[0] = {}) {
  const view = await openProfile(options);
  await view.user.click(screen.getByRole('button', { name }));
  return { ...view, dialog: await screen.findByRole('dialog', { name }) };
}

describe('address popup', () => {
  it('[PROFILE-ADDR-1] typed or pasted text is cut at 119 characters, with a counter', async () => {
    const { user, dialog } = await openEdit('Edit address');
    const field = within(dialog).getByRole('textbox', { name: 'Address' });
    expect(field).toHaveValue('14 Lake View Road, Koramangala, Bengaluru 560034');
    await user.clear(field);
    await user.click(field);
    await user.paste('x'.repeat(150));
    expect(field).toHaveValue('x'.repeat(119));
    await user.type(field, 'yz');
    expect(field).toHaveValue('x'.repeat(119));
    expect(within(dialog).getByText('119 of 119 characters')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('119 of 119 characters');
  });

  it('[PROFILE-ADDR-1] a blank address is refused before sending (decision 020)', async () => {
    const { user, dialog } = await openEdit('Edit address');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Address' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter an address');
    expect(within(dialog).getByRole('textbox', { name: 'Address' })).toHaveAttribute('aria-invalid', 'true');
    expect(updateCalls()).toEqual([]);
  });

  it('[PROFILE-ADDR-2] [PROFILE-EDIT-6] [PROFILE-EDIT-8] [API-PROFILE-2] a save sends the normalised address alone, closes the popup, shows the new address and the success text', async () => {
    const { user, dialog } = await openEdit('Edit address');
    const field = within(dialog).getByRole('textbox', { name: 'Address' });
    await user.clear(field);
    await user.type(field, '  22 Residency Road,{Enter}Bengaluru   560025 ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(updateCalls()).toEqual([{ path: UPDATE, body: { address: '22 Residency Road, Bengaluru 560025' } }]);
    expect(rowValue('Address')).toBe('22 Residency Road, Bengaluru 560025');
    expect(toasts().getByText('Address Updated Successfully')).toBeInTheDocument();
    // Focus goes back to the edit icon that opened the popup.
    expect(screen.getByRole('button', { name: 'Edit address' })).toHaveFocus();
  });

  it('[PROFILE-EDIT-6] a refused save keeps the popup open with what was typed and shows the server’s reason under the field', async () => {
    const base = studentProfile();
    const { user, dialog } = await openEdit('Edit address', {
      handlers: [updateHandler(base, () => fail(400, 'address: Address can be at most 119 characters', 'VALIDATION'))],
    });
    const field = within(dialog).getByRole('textbox', { name: 'Address' });
    await user.clear(field);
    await user.type(field, '7 Brigade Road');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Address can be at most 119 characters$/);
    expect(field).toHaveValue('7 Brigade Road');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(rowValue('Address')).toBe('14 Lake View Road, Koramangala, Bengaluru 560034');
    expect(toasts().queryByRole('status')).not.toBeInTheDocument();
  });

  it('[PROFILE-EDIT-6] [ERR-GEN-2] a save refused for another reason shows the server’s message above the buttons; they wait while it runs', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { user, dialog } = await openEdit('Edit address', {
      handlers: [
        http.put(UPDATE_PATH, async () => {
          await gate;
          return fail(409, 'Your institute does not allow profile changes', 'PROFILE_EDIT_NOT_ALLOWED');
        }),
      ],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your institute does not allow profile changes');
    expect(within(dialog).getByRole('textbox', { name: 'Address' })).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('[PROFILE-EDIT-1] [SHELL-LANG-4] an institute not allowing edits (409) is told in French above the buttons', async () => {
    const { user, dialog } = await openEdit('Modifier l’adresse', {
      language: 'fr',
      handlers: [http.put(UPDATE_PATH, () => fail(409, 'Your institute does not allow students to edit their profile.', 'PROFILE_EDIT_NOT_ALLOWED'))],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Votre établissement n’autorise pas les modifications de votre profil\.$/);
    expect(within(dialog).getByRole('textbox', { name: 'Adresse' })).not.toHaveAttribute('aria-invalid');
  });

  it('[PROFILE-EDIT-5] Cancel closes the popup without sending', async () => {
    const { user, dialog } = await openEdit('Edit address');
    await user.type(within(dialog).getByRole('textbox', { name: 'Address' }), ' more');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(updateCalls()).toEqual([]);
  });
});

describe('birth place popup', () => {
  it('[PROFILE-BP-1] more than 20 characters is refused with its message, nothing sent', async () => {
    const { user, dialog } = await openEdit('Edit birth place');
    const field = within(dialog).getByRole('textbox', { name: 'Birth place' });
    expect(field).toHaveValue('Pune');
    await user.clear(field);
    await user.type(field, 'Thiruvananthapuram East'); // 23 characters
    expect(within(dialog).getByText('23 of 20 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Birth place can be at most 20 characters');
    expect(updateCalls()).toEqual([]);
    // Typing again clears the message.
    await user.type(field, '{Backspace}');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('[PROFILE-BP-1] an empty birth place is refused (decision 020)', async () => {
    const { user, dialog } = await openEdit('Edit birth place');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Birth place' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a birth place');
  });

  it('[PROFILE-BP-2] [PROFILE-EDIT-6] exactly 20 characters are saved; the popup closes and the success text shows', async () => {
    const { user, dialog } = await openEdit('Edit birth place');
    const field = within(dialog).getByRole('textbox', { name: 'Birth place' });
    await user.clear(field);
    await user.type(field, 'Thiruvananthapuram K{Enter}'); // 20 characters; Enter submits
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(updateCalls().map((c) => c.body)).toEqual([{ birth_place: 'Thiruvananthapuram K' }]);
    expect(rowValue('Birth place')).toBe('Thiruvananthapuram K');
    expect(toasts().getByText('Birthplace Updated Successfully')).toBeInTheDocument();
  });
});

describe('blood group popup', () => {
  it('[PROFILE-BG-1] the eight groups as radio buttons, the current one chosen', async () => {
    const { dialog } = await openEdit('Edit blood group');
    const group = within(dialog).getByRole('radiogroup', { name: 'Blood group' });
    expect(within(group).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['O+', 'O-', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-']);
    expect(within(group).getByRole('radio', { name: 'B+' })).toBeChecked();
  });

  it('[PROFILE-BG-1] without a choice Save asks for one (decision 020)', async () => {
    const { user, dialog } = await openEdit('Edit blood group', { profile: studentProfile({ blood_group: '-1' }) });
    expect(within(dialog).getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select a blood group');
    expect(updateCalls()).toEqual([]);
  });

  it('[PROFILE-BG-2] [PROFILE-EDIT-6] a new group is saved; the popup closes and the success text shows', async () => {
    const { user, dialog } = await openEdit('Edit blood group');
    await user.click(within(dialog).getByRole('radio', { name: 'AB-' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(updateCalls().map((c) => c.body)).toEqual([{ blood_group: 'AB-' }]);
    expect(rowValue('Blood group')).toBe('AB-');
    expect(toasts().getByText('Bloodgroup Updated Successfully')).toBeInTheDocument();
  });
});
