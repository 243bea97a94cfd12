import { describe, expect, it } from 'vitest';
import { checkDob } from '@portal/domain/profile/date-of-birth';
import { photoFileError } from '@portal/domain/profile/photo';
import { validateAddress, validateBirthPlace, validateBloodGroup } from '@portal/domain/profile/field-edits';
import de from '../../locales/profile/de.json';
import en from '../../locales/profile/en.json';
import fr from '../../locales/profile/fr.json';
import hi from '../../locales/profile/hi.json';
import { ERROR_CODES } from '@portal/contract/error-codes';
import { SAVE_CODE_KEYS } from './dialogs/save-error.ts';
import { domainTextKey, isDomainKey } from './profile-keys.ts';

const TODAY = '2026-11-21';

/** Every message key the profile's domain rules return (decision 020's table), produced by the rules themselves. */
const DOMAIN_KEYS = [
  validateAddress(''),
  validateAddress('x'.repeat(120)),
  validateBirthPlace(' '),
  validateBirthPlace('x'.repeat(21)),
  validateBloodGroup(null),
  validateBloodGroup('C+'),
  checkDob({ year: 2012, month: 2, day: 30 }, TODAY),
  checkDob({ year: 2013, month: 2, day: 29 }, TODAY),
  checkDob({ year: 2012, month: 4, day: 31 }, TODAY),
  checkDob({ year: 2026, month: 11, day: 22 }, TODAY),
  checkDob(null, TODAY),
  checkDob({ year: 1965, month: 1, day: 1 }, TODAY),
  photoFileError({ type: 'image/gif', size: 10 }),
  photoFileError({ type: 'image/png', size: 6_000_000 }),
].map((r) => (r && typeof r === 'object' ? (r.ok ? null : r.error) : r));

function valueAt(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

describe('profile message keys', () => {
  it('[PROFILE-ADDR-1] [PROFILE-BP-1] [PROFILE-BG-1] [PROFILE-DOB-3..7] [PROFILE-PHOTO-1] every key the domain rules return has a text in each language', () => {
    expect(DOMAIN_KEYS).not.toContain(null);
    expect(new Set(DOMAIN_KEYS).size).toBe(DOMAIN_KEYS.length);
    for (const key of DOMAIN_KEYS as string[]) {
      expect(isDomainKey(key), key).toBe(true);
      for (const [lang, tree] of Object.entries({ en, fr, hi, de })) expect(typeof valueAt(tree, domainTextKey(key)), `${lang} ${key}`).toBe('string');
    }
  });

  it('[PROFILE-DOB-3] [PROFILE-DOB-4] [PROFILE-DOB-5] [PROFILE-DOB-6] [PROFILE-DOB-7] the English texts are the spec’s', () => {
    expect(en.profileScreen.dob.err).toMatchObject({
      feb29: 'Selected year Have 29 Days In February',
      feb28: 'Selected year Have 28 Days In February',
      only30: 'Month Selected Have Only 30 Days',
      future: "Selected Date Can't Be Greater Than Current Date",
      empty: 'Something Went Wrong,Please Try Again',
    });
  });

  it('[PROFILE-ADDR-2] [PROFILE-BP-2] [PROFILE-BG-2] [PROFILE-DOB-9] [PROFILE-PHOTO-3] the success texts, misspellings corrected (README Spelling)', () => {
    expect(en.profileScreen.saved).toEqual({
      address: 'Address Updated Successfully',
      birthPlace: 'Birthplace Updated Successfully',
      bloodGroup: 'Bloodgroup Updated Successfully',
      dob: 'DOB Updated Successfully',
      photo: 'Profile picture updated successfully',
    });
  });

  it('[PROFILE-EDIT-1] only the profile edit keys are domain keys; other texts are not taken for one', () => {
    expect(domainTextKey('profile.dob.err.feb29')).toBe('profileScreen.dob.err.feb29');
    expect(isDomainKey('profile.pwd.err.mismatch')).toBe(false);
    expect(isDomainKey('Address can be at most 119 characters')).toBe(false);
  });

  it('[PROFILE-EDIT-1] [PROFILE-PHOTO-1] [SHELL-LANG-4] each refusal code of a save reads as the area’s text, in each language', () => {
    expect(SAVE_CODE_KEYS).toEqual({
      [ERROR_CODES.fileTypeNotAllowed]: domainTextKey(photoFileError({ type: 'image/gif', size: 10 })!),
      [ERROR_CODES.uploadTooLarge]: domainTextKey(photoFileError({ type: 'image/png', size: 6_000_000 })!),
      [ERROR_CODES.profileEditNotAllowed]: 'profileScreen.refused.editNotAllowed',
      [ERROR_CODES.storageFull]: 'profileScreen.refused.storageFull',
    });
    for (const key of Object.values(SAVE_CODE_KEYS)) {
      for (const [lang, tree] of Object.entries({ en, fr, hi, de })) expect(typeof valueAt(tree, key), `${lang} ${key}`).toBe('string');
    }
  });
});
