import { describe, expect, it } from 'vitest';
import { roleLabel } from './role-label.ts';

describe('the role label of a profile to choose', () => {
  it('[LOGIN-MULTI-1] [PWD-FORGOT-5] a student, an open user and a parent by user type', () => {
    expect(roleLabel({ role: 'user', user_type: 1 })).toBe('Student');
    expect(roleLabel({ role: 'user', user_type: 99 })).toBe('Open User');
    expect(roleLabel({ role: 'user', user_type: 2 })).toBe('Parent');
    expect(roleLabel({ role: 'user', user_type: 3 })).toBe('Parent');
  });

  it('[LOGIN-MULTI-1] an admin is Admin whatever its user type', () => {
    expect(roleLabel({ role: 'admin', user_type: 1 })).toBe('Admin');
    expect(roleLabel({ role: 'admin', user_type: 2 })).toBe('Admin');
  });
});
