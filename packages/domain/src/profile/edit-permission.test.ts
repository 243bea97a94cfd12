import { describe, expect, it } from 'vitest';
import { canEditProfile, PASSWORD_CHANGE_LOGOUT_MS, passwordChangeTarget } from './edit-permission.ts';

describe('profile edit permission', () => {
  it('[PROFILE-EDIT-1] [PROFILE-EDIT-3] a student with the flag set may edit (reading A)', () => {
    for (const flag of [true, 1, '1', 'Y', 'yes', 'true']) {
      expect(canEditProfile({ userType: 1, isParent: false, selfEditFlag: flag })).toBe(true);
    }
  });

  it('[PROFILE-EDIT-2] parents, open users and students without the flag may not', () => {
    expect(canEditProfile({ userType: 1, isParent: true, selfEditFlag: true })).toBe(false);
    expect(canEditProfile({ userType: 3, isParent: true, selfEditFlag: true })).toBe(false);
    expect(canEditProfile({ userType: 99, isParent: false, selfEditFlag: true })).toBe(false);
    for (const flag of [false, 0, '0', 'N', '', null, undefined]) {
      expect(canEditProfile({ userType: 1, isParent: false, selfEditFlag: flag })).toBe(false);
    }
  });

  it('[PWD-CHANGE-9] [PWD-CHANGE-10] [PWD-CHANGE-12] a parent changes the parent password, with the parent message', () => {
    expect(passwordChangeTarget({ userType: 3, userId: 1001, parentId: 1010 })).toEqual({
      accountUserId: 1010,
      successKey: 'profile.pwd.changedParent',
    });
    expect(passwordChangeTarget({ userType: 3, userId: 1001, parentId: null })).toBeNull();
  });

  it('[PWD-CHANGE-11] [PWD-CHANGE-12] students and open users change their own password', () => {
    expect(passwordChangeTarget({ userType: 1, userId: 1001, parentId: null })).toEqual({ accountUserId: 1001, successKey: 'profile.pwd.changed' });
    expect(passwordChangeTarget({ userType: 99, userId: 1003, parentId: 55 })).toEqual({ accountUserId: 1003, successKey: 'profile.pwd.changed' });
  });

  it('[PWD-CHANGE-8] the logout follows after 2 seconds', () => {
    expect(PASSWORD_CHANGE_LOGOUT_MS).toBe(2000);
  });
});
