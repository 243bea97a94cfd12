import { describe, expect, it } from 'vitest';
import { joinedDateText, PROFILE_FIELD_RULES, profileDobText, profileText, type ProfileField } from './display.ts';

const x = (n: number) => 'x'.repeat(n);

describe('profile display', () => {
  it('[PROFILE-DISP-1] a missing or blank value shows -', () => {
    expect(profileText('parentName', null)).toBe('-');
    expect(profileText('parentName', undefined)).toBe('-');
    expect(profileText('parentName', '')).toBe('-');
    expect(profileText('birthPlace', '   ')).toBe('-');
    expect(profileText('birthPlace', '  Pune ')).toBe('Pune');
  });

  it('[PROFILE-DISP-2] [PROFILE-DISP-3] -1 and 0 show - for numbers and list choices only', () => {
    for (const field of ['rollNo', 'studentAadhar', 'parentAadhar', 'gender', 'bloodGroup', 'state', 'parentContact', 'guardianContact', 'headerContact'] as const) {
      expect(profileText(field, -1)).toBe('-');
      expect(profileText(field, 0)).toBe('-');
      expect(profileText(field, '-1')).toBe('-');
      expect(profileText(field, ' 0 ')).toBe('-');
    }
    expect(profileText('rollNo', 7)).toBe('7');
    expect(profileText('rollNo', '10')).toBe('10');
    expect(profileText('parentName', '0')).toBe('0');
    expect(profileText('headerAddress', -1)).toBe('-1');
  });

  type Row = [string, ProfileField, number];
  it.each<Row>([
    ['[PROFILE-CUT-1]', 'headerEmail', 47],
    ['[PROFILE-CUT-1]', 'headerAddress', 100],
    ['[PROFILE-CUT-2]', 'standard', 20],
    ['[PROFILE-CUT-2]', 'batch', 19],
    ['[PROFILE-CUT-2]', 'rollNo', 10],
    ['[PROFILE-CUT-2]', 'motherTongue', 15],
    ['[PROFILE-CUT-2]', 'gender', 10],
    ['[PROFILE-CUT-2]', 'country', 15],
    ['[PROFILE-CUT-2]', 'religion', 12],
    ['[PROFILE-CUT-2]', 'state', 15],
    ['[PROFILE-CUT-3]', 'parentEmail', 37],
    ['[PROFILE-CUT-3]', 'guardianEmail', 37],
    ['[PROFILE-CUT-3]', 'parentName', 15],
    ['[PROFILE-CUT-3]', 'guardianName', 15],
    ['[PROFILE-CUT-3]', 'parentProfession', 12],
    ['[PROFILE-CUT-3]', 'parentContact', 15],
    ['[PROFILE-CUT-3]', 'guardianContact', 15],
    ['[PROFILE-CUT-3]', 'residentialAddress', 75],
    ['[PROFILE-CUT-4]', 'studentAadhar', 12],
    ['[PROFILE-CUT-4]', 'parentAadhar', 12],
  ])('%s %s: at %i characters the text stays whole, one more is cut with dots', (_id, field, limit) => {
    expect(PROFILE_FIELD_RULES[field].limit).toBe(limit);
    expect(profileText(field, x(limit))).toBe(x(limit));
    expect(profileText(field, x(limit + 1))).toBe(`${x(limit)}...`);
  });

  it('[PROFILE-CUT-1] cuts count code points, never splitting a character', () => {
    expect(profileText('parentProfession', '🙂'.repeat(13))).toBe(`${'🙂'.repeat(12)}...`);
  });

  it('[PROFILE-CUT-2] fields without a cut rule are shown whole', () => {
    expect(profileText('birthPlace', x(40))).toBe(x(40));
    expect(profileText('headerContact', '9000000001')).toBe('9000000001');
  });

  it('[PROFILE-DISP-4] a date of birth of 01-01-1900 shows -, others DD-MM-YYYY', () => {
    expect(profileDobText('1900-01-01')).toBe('-');
    expect(profileDobText('01-01-1900')).toBe('-');
    expect(profileDobText('1900-01-01T00:00:00Z')).toBe('-');
    expect(profileDobText(null)).toBe('-');
    expect(profileDobText('2012-03-09')).toBe('09-03-2012');
    expect(profileDobText('09-03-2012')).toBe('09-03-2012');
  });

  it('[PROFILE-HEAD-2] the joined date is day-month-year', () => {
    expect(joinedDateText('2025-10-17')).toBe('17-10-2025');
    expect(joinedDateText(null)).toBe('-');
    expect(joinedDateText('')).toBe('-');
  });
});
