import { describe, expect, it } from 'vitest';
import {
  BLOOD_GROUPS,
  normalizeProfileText,
  truncateAddress,
  validateAddress,
  validateBirthPlace,
  validateBloodGroup,
} from './field-edits.ts';

const x = (n: number) => 'x'.repeat(n);

describe('profile field edits', () => {
  it('[PROFILE-ADDR-1] input past 119 characters is truncated to 119', () => {
    expect(truncateAddress(x(130))).toBe(x(119));
    expect(truncateAddress(x(119))).toBe(x(119));
    expect(truncateAddress('🏠'.repeat(120))).toBe('🏠'.repeat(119));
  });

  it('[PROFILE-ADDR-1] the address is required and at most 119 characters', () => {
    expect(validateAddress(x(119))).toBeNull();
    expect(validateAddress(x(120))).toBe('profile.err.addressTooLong');
    expect(validateAddress(' \n ')).toBe('profile.err.addressRequired');
    expect(validateAddress(`  ${x(119)}  `)).toBeNull();
  });

  it('[PROFILE-ADDR-1] whitespace runs become one space and the ends are trimmed', () => {
    expect(normalizeProfileText('  12 MG Road,\n  Pune ')).toBe('12 MG Road, Pune');
  });

  it('[PROFILE-BP-1] the birth place is required and at most 20 characters', () => {
    expect(validateBirthPlace(x(20))).toBeNull();
    expect(validateBirthPlace(x(21))).toBe('profile.err.birthPlaceTooLong');
    expect(validateBirthPlace('')).toBe('profile.err.birthPlaceRequired');
    expect(validateBirthPlace('पुणे')).toBeNull();
  });

  it('[PROFILE-BG-1] the blood group is one of the eight values', () => {
    expect(BLOOD_GROUPS).toEqual(['O+', 'O-', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-']);
    for (const group of BLOOD_GROUPS) expect(validateBloodGroup(group)).toBeNull();
    expect(validateBloodGroup('ab+')).toBe('profile.err.bloodGroupInvalid');
    expect(validateBloodGroup('C+')).toBe('profile.err.bloodGroupInvalid');
    expect(validateBloodGroup('')).toBe('profile.err.bloodGroupRequired');
    expect(validateBloodGroup(null)).toBe('profile.err.bloodGroupRequired');
  });
});
