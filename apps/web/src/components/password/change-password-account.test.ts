import { describe, expect, it } from 'vitest';
import { openUserSession, parentSession, schoolSession } from '../../test/fixtures.ts';
import { changePasswordAccount } from './change-password-account.ts';

describe('change-password account', () => {
  it('[PWD-CHANGE-7] a student changes their own password with their phone, else their email', () => {
    expect(changePasswordAccount(schoolSession)).toEqual({
      institute_id: 101,
      username: '9000000001',
      userid: 501,
      successKey: 'profile.pwd.changed',
      context: ['Aarav Sharma', '9000000001', 'aarav@school.example'],
    });
    expect(changePasswordAccount({ ...openUserSession, phone_no: null, email_id: ' kabir@open.example ' })).toMatchObject({ username: 'kabir@open.example', userid: 503 });
  });

  it("[PWD-CHANGE-9] [PWD-CHANGE-10] a parent login changes the parent's account, named by the parent's phone", () => {
    expect(changePasswordAccount({ ...parentSession, parent_num: '9000000010', phone_no: '9000000001' })).toEqual({
      institute_id: 101,
      username: '9000000010',
      userid: 8801,
      successKey: 'profile.pwd.changedParent',
      context: ['Meera Sharma', '9000000010'],
    });
    // Without parent_num (an older session), phone_no as the messages call does (MSG-PHONE-2).
    expect(changePasswordAccount({ ...parentSession, parent_num: null })).toMatchObject({ username: '9000000010', userid: 8801 });
  });

  it('[PWD-CHANGE-12] none without a parent id on a parent login, or without any login name', () => {
    expect(changePasswordAccount({ ...parentSession, parent_id: null })).toBeNull();
    expect(changePasswordAccount({ ...schoolSession, phone_no: null, email_id: '  ' })).toBeNull();
  });
});
