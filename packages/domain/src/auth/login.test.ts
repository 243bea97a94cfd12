import { describe, expect, it } from 'vitest';
import { loginErrorText, splitAppLink } from './login-error.ts';
import { loginOutcome } from './login-outcome.ts';
import { isValidEmail, isValidPhone, stripSpaces, validateLogin } from './login-validation.ts';

describe('login validation', () => {
  it('[LOGIN-SCREEN-3] spaces are removed from the login value', () => {
    expect(stripSpaces('a b@x.com')).toBe('ab@x.com');
    expect(stripSpaces(' 900 000 0001 ')).toBe('9000000001');
  });
  it('[LOGIN-VALID-1] an empty login comes first', () => {
    expect(validateLogin('', '')).toBe('login.valid.loginRequired');
  });
  it('[LOGIN-VALID-2] an empty password comes second', () => {
    expect(validateLogin('123', '')).toBe('login.valid.passwordRequired');
  });
  it('[LOGIN-VALID-3] [LOGIN-VALID-9] an all-digit value is judged by the phone test only', () => {
    expect(validateLogin('123', 'demo1234')).toBe('login.valid.phoneInvalid');
    expect(validateLogin('9000000001', 'demo1234')).toBeNull();
  });
  it('[LOGIN-VALID-4] a value that is neither digits nor an email', () => {
    expect(validateLogin('aarav@', 'demo1234')).toBe('login.valid.emailInvalid');
    expect(validateLogin('90000a0001', 'demo1234')).toBe('login.valid.emailInvalid');
  });
  it('[LOGIN-VALID-5] [LOGIN-VALID-10] a whitespace-only password fails step 5 (decision 005)', () => {
    expect(validateLogin('9000000001', '    ')).toBe('login.valid.passwordInvalid');
  });
  it('[LOGIN-VALID-6] a password shorter than 4 characters', () => {
    expect(validateLogin('9000000001', 'abc')).toBe('login.valid.passwordShort');
  });
  it('[LOGIN-VALID-8] a password of exactly 4 characters passes', () => {
    expect(validateLogin('aarav@school.example', 'abcd')).toBeNull();
  });
  it('[LOGIN-VALID-7] [LOGIN-VALID-12] only the first failing check is returned', () => {
    // Bad phone and short password: the phone check (step 3) wins over step 6.
    expect(validateLogin('12', 'ab')).toBe('login.valid.phoneInvalid');
  });
  it('[LOGIN-VALID-11] a phone number has 7 to 15 digits (decision 005)', () => {
    expect(isValidPhone('123456')).toBe(false);
    expect(isValidPhone('1234567')).toBe(true);
    expect(isValidPhone('123456789012345')).toBe(true);
    expect(isValidPhone('1234567890123456')).toBe(false);
  });
  it('[LOGIN-VALID-4] email test', () => {
    expect(isValidEmail('aarav@school.example')).toBe(true);
    expect(isValidEmail('a@b')).toBe(false);
    expect(isValidEmail('a b@c.de')).toBe(false);
  });
});

describe('login outcome', () => {
  const child = (allowed: number) => ({ is_login_allowed: allowed });
  it('[LOGIN-OUT-2] a list result opens the profile selection', () => {
    expect(loginOutcome([{}, {}])).toEqual({ kind: 'chooseProfile' });
  });
  it('[LOGIN-OPT-1] option 10 asks to take over', () => {
    expect(loginOutcome({ login_option: 10 }).kind).toBe('confirmTakeOver');
  });
  it('[LOGIN-OPT-4] option 11 is an unregistered device', () => {
    expect(loginOutcome({ login_option: 11 }).kind).toBe('unregisteredDevice');
  });
  it('[LOGIN-OPT-5] option 13 is a blocked account', () => {
    expect(loginOutcome({ login_option: 13 }).kind).toBe('blocked');
  });
  it('[LOGIN-OUT-5] a null result is not authorised here', () => {
    expect(loginOutcome(null).kind).toBe('notAuthorised');
  });
  it('[LOGIN-PARENT-1] a parent with several children chooses one', () => {
    expect(loginOutcome({ user_type: 2, student_details: [child(1), child(1)] }).kind).toBe('chooseStudent');
  });
  it('[LOGIN-PARENT-1] [LOGIN-PARENT-2] a parent session naming the chosen child is a success, not a new choice', () => {
    const children = [{ student_id: 1, is_login_allowed: 1 }, { student_id: 2, is_login_allowed: 1 }];
    expect(loginOutcome({ user_type: 2, student_id: 2, student_details: children }).kind).toBe('success');
  });
  it('[LOGIN-PARENT-2] a parent with one allowed child goes straight in', () => {
    expect(loginOutcome({ user_type: 2, student_details: [child(1)] }).kind).toBe('success');
  });
  it('[LOGIN-PARENT-3] [LOGIN-FEE-1] a parent whose only child owes fees is refused', () => {
    expect(loginOutcome({ user_type: 2, student_details: [child(0)] }).kind).toBe('feeDues');
  });
  it('[LOGIN-OUT-3] a student result object succeeds', () => {
    expect(loginOutcome({ user_type: 1, login_option: null, student_details: [child(1)] }).kind).toBe('success');
  });
});

describe('login error text', () => {
  it('[LOGIN-ERR-2] [LOGIN-ERR-5] no response gives Network Error', () => {
    expect(loginErrorText({ responded: false })).toEqual({ key: 'login.err.network' });
  });
  it('[LOGIN-ERR-4] [LOGIN-ERR-5] an empty message asks to contact the admin', () => {
    expect(loginErrorText({ responded: true, message: ' ' })).toEqual({ key: 'login.err.contactAdmin' });
  });
  it('[LOGIN-ERR-3] [LOGIN-ERR-5] no message at all gives the default invalid-details text', () => {
    expect(loginErrorText({ responded: true })).toEqual({ key: 'login.err.invalid' });
  });
  it('[LOGIN-ERR-1] the server message is shown as it came', () => {
    expect(loginErrorText({ responded: true, message: 'Account locked' })).toEqual({ text: 'Account locked' });
  });
  it('[LOGIN-ERR-6] [LOGIN-ALERT-4] a message with the app_link marker splits into text and link', () => {
    expect(splitAppLink('Please use the app : app_link : play.example/app')).toEqual({
      text: 'Please use the app',
      link: 'https://play.example/app',
    });
    expect(splitAppLink('no marker here')).toBeNull();
  });
  it('[LOGIN-ALERT-3] a javascript: link after the marker is dropped', () => {
    expect(splitAppLink('x : app_link : javascript:alert(1)')).toEqual({ text: 'x', link: null });
  });
});
