import { formatIsoDate } from '../format/date-time.ts';
import { cut } from '../timetable/text-cut.ts';

/** What a profile shows for a missing value [PROFILE-DISP-1]. */
export const MISSING = '-';

/** Marks a display cut, so a shortened email or id never reads as a complete but wrong value. */
export const CUT_MARK = '...';

/** Every value slot of the profile screen (header, education, profile and parent blocks). */
export type ProfileField =
  | 'headerEmail'
  | 'headerAddress'
  | 'headerContact'
  | 'standard'
  | 'batch'
  | 'rollNo'
  | 'motherTongue'
  | 'gender'
  | 'country'
  | 'birthPlace'
  | 'religion'
  | 'bloodGroup'
  | 'studentAadhar'
  | 'state'
  | 'parentName'
  | 'parentEmail'
  | 'parentProfession'
  | 'parentContact'
  | 'parentAadhar'
  | 'guardianName'
  | 'guardianEmail'
  | 'guardianContact'
  | 'residentialAddress';

type FieldRule = {
  /** Longest text shown whole, in code points; longer text keeps this many plus CUT_MARK. */
  limit?: number;
  /** -1 and 0 mean "not set" for this field [PROFILE-DISP-2] (decision 020 for [PROFILE-DISP-3]). */
  sentinel?: boolean;
};

/**
 * The display rules per field [PROFILE-CUT-1..4] [PROFILE-DISP-2/3]. Decisions (020): guardian
 * name, email and contact take the cuts of their parent counterparts (same block, same column);
 * Aadhar is cut at 12 for the student and the parent [PROFILE-CUT-4]; -1/0 hide only numbers
 * (contacts, roll number, Aadhar) and list choices (gender, blood group, mother tongue,
 * religion, country, state), where legacy stores write them for "not chosen"; free text (names,
 * emails, addresses, profession, birth place, class, batch) is shown as typed.
 */
export const PROFILE_FIELD_RULES: Readonly<Record<ProfileField, FieldRule>> = {
  headerEmail: { limit: 47 },
  headerAddress: { limit: 100 },
  headerContact: { sentinel: true },
  standard: { limit: 20 },
  batch: { limit: 19 },
  rollNo: { limit: 10, sentinel: true },
  motherTongue: { limit: 15, sentinel: true },
  gender: { limit: 10, sentinel: true },
  country: { limit: 15, sentinel: true },
  birthPlace: {},
  religion: { limit: 12, sentinel: true },
  bloodGroup: { sentinel: true },
  studentAadhar: { limit: 12, sentinel: true },
  state: { limit: 15, sentinel: true },
  parentName: { limit: 15 },
  parentEmail: { limit: 37 },
  parentProfession: { limit: 12 },
  parentContact: { limit: 15, sentinel: true },
  parentAadhar: { limit: 12, sentinel: true },
  guardianName: { limit: 15 },
  guardianEmail: { limit: 37 },
  guardianContact: { limit: 15, sentinel: true },
  residentialAddress: { limit: 75 },
};

export type ProfileValue = string | number | null | undefined;

function isSentinel(value: string | number): boolean {
  return typeof value === 'number' ? value === -1 || value === 0 : value === '-1' || value === '0';
}

/**
 * The text a profile slot shows: '-' for a missing or blank value [PROFILE-DISP-1], '-' for -1
 * or 0 where the field's rule says so [PROFILE-DISP-2], otherwise the trimmed value, cut to the
 * field's limit plus '...' [PROFILE-CUT-1..4]. The screen should carry the full value in a title
 * so the cut hides nothing.
 */
export function profileText(field: ProfileField, value: ProfileValue): string {
  if (value === null || value === undefined) return MISSING;
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (text === '') return MISSING;
  const rule = PROFILE_FIELD_RULES[field];
  if (rule.sentinel && isSentinel(typeof value === 'number' ? value : text)) return MISSING;
  return rule.limit === undefined ? text : cut(text, rule.limit, rule.limit, CUT_MARK);
}

const PLACEHOLDER_DOBS = new Set(['1900-01-01', '01-01-1900']);

/**
 * The date of birth as DD-MM-YYYY [CONST-FMT-1]; '-' when missing [PROFILE-DISP-1] or the
 * placeholder 01-01-1900 in either order [PROFILE-DISP-4]. A timestamp is read by its date part.
 */
export function profileDobText(value: string | null | undefined): string {
  const text = (value ?? '').trim().slice(0, 10);
  if (text === '' || PLACEHOLDER_DOBS.has(text)) return MISSING;
  return formatIsoDate(text);
}

/** The joined date as day-month-year (DD-MM-YYYY) [PROFILE-HEAD-2]; '-' when missing [PROFILE-DISP-1]. */
export function joinedDateText(value: string | null | undefined): string {
  const text = (value ?? '').trim().slice(0, 10);
  return text === '' ? MISSING : formatIsoDate(text);
}
