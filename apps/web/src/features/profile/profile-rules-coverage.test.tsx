import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openProfile, updateCalls } from './testing/profile-server.ts';

// Issue 33: PROFILE-EDIT-4 had no test of its own. Each button opens its own popup, which
// Cancel closes without sending (decision 023: one modal dialog per field; the photo popup is
// ours besides the five of the rule).

const POPUPS: [button: string, dialog: string][] = [
  ['Change password', 'Change Password'],
  ['Edit address', 'Edit address'],
  ['Edit birth place', 'Edit birth place'],
  ['Edit blood group', 'Edit blood group'],
  ['Edit date of birth', 'Edit date of birth'],
];

describe('profile (rules coverage)', () => {
  it('[PROFILE-EDIT-4] the popups: change password, edit address, edit birth place, edit blood group, edit date of birth', async () => {
    const { user } = await openProfile();
    for (const [button, name] of POPUPS) {
      await user.click(screen.getByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog', { name });
      expect(screen.getAllByRole('dialog')).toEqual([dialog]);
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    expect(updateCalls()).toEqual([]);
  });
});
