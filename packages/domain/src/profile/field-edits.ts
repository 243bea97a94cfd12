/** Longest address kept [PROFILE-ADDR-1]. */
export const ADDRESS_MAX = 119;
/** Longest birth place accepted [PROFILE-BP-1]. */
export const BIRTH_PLACE_MAX = 20;
/** The eight blood groups, in the spec's order [PROFILE-BG-1]. */
export const BLOOD_GROUPS = ['O+', 'O-', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-'] as const;
export type BloodGroup = (typeof BLOOD_GROUPS)[number];

export type FieldEditError =
  | 'profile.err.addressRequired'
  | 'profile.err.addressTooLong'
  | 'profile.err.birthPlaceRequired'
  | 'profile.err.birthPlaceTooLong'
  | 'profile.err.bloodGroupRequired'
  | 'profile.err.bloodGroupInvalid';

const length = (text: string) => Array.from(text).length;

/**
 * A typed text as it is stored: runs of whitespace (line breaks included) become one space and
 * the ends are trimmed, so a pasted multi-line address fits the one-line display.
 */
export function normalizeProfileText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Address input longer than 119 characters is truncated to 119 as it is typed [PROFILE-ADDR-1]. */
export function truncateAddress(text: string): string {
  return Array.from(text).slice(0, ADDRESS_MAX).join('');
}

/**
 * The address check (server and popup) on the normalised text [PROFILE-ADDR-1]. Decision 020: a
 * blank address is refused, since a save would erase the institute's record.
 */
export function validateAddress(text: string): FieldEditError | null {
  const value = normalizeProfileText(text);
  if (value === '') return 'profile.err.addressRequired';
  return length(value) > ADDRESS_MAX ? 'profile.err.addressTooLong' : null;
}

/** The birth-place check on the normalised text: required, at most 20 characters [PROFILE-BP-1]. */
export function validateBirthPlace(text: string): FieldEditError | null {
  const value = normalizeProfileText(text);
  if (value === '') return 'profile.err.birthPlaceRequired';
  return length(value) > BIRTH_PLACE_MAX ? 'profile.err.birthPlaceTooLong' : null;
}

export function isBloodGroup(value: string): value is BloodGroup {
  return (BLOOD_GROUPS as readonly string[]).includes(value);
}

/** The blood group is one of the eight values, matched exactly [PROFILE-BG-1]. */
export function validateBloodGroup(value: string | null | undefined): FieldEditError | null {
  if (value === null || value === undefined || value.trim() === '') return 'profile.err.bloodGroupRequired';
  return isBloodGroup(value) ? null : 'profile.err.bloodGroupInvalid';
}
