import type { TStudentProfile } from '@portal/contract';
import { CUT_MARK, MISSING, profileDobText, profileText, type ProfileField, type ProfileValue } from '@portal/domain/profile/display';

/** The fields a student may change from the screen, each with its own popup [PROFILE-EDIT-4/5]. */
export type EditField = 'address' | 'birthPlace' | 'bloodGroup' | 'dob' | 'photo';

export type ProfileRow = {
  id: string;
  /** The label's i18n key. */
  label: string;
  text: string;
  /** The whole value when the text is cut, for the title and screen readers [PROFILE-CUT-1..4]. */
  full?: string;
  edit?: EditField;
};

const L = 'profileScreen.label';

/** The value's whole text when profileText cut it (the domain marks a cut with '...'). */
function fullWhenCut(text: string, value: ProfileValue): string | undefined {
  if (value === null || value === undefined || text === MISSING || !text.endsWith(CUT_MARK)) return undefined;
  const full = String(value).trim();
  return full === text ? undefined : full;
}

function row(id: string, label: string, field: ProfileField, value: ProfileValue, edit?: EditField): ProfileRow {
  const text = profileText(field, value);
  const full = fullWhenCut(text, value);
  return { id, label: `${L}.${label}`, text, ...(full ? { full } : {}), ...(edit ? { edit } : {}) };
}

/** Header: contact, email cut at 47, address cut at 100 [PROFILE-HEAD-1] [PROFILE-CUT-1]. */
export function headerRows(p: TStudentProfile): ProfileRow[] {
  return [
    row('contact', 'contact', 'headerContact', p.student_phone),
    row('email', 'email', 'headerEmail', p.student_email),
    row('address', 'address', 'headerAddress', p.current_address, 'address'),
  ];
}

/**
 * Education: 'Class' and 'Section' at a school, 'Standard' and 'Batches' at a coaching
 * institute [PROFILE-EDU-1/2] (decision 023, SHELL-WORD-2); '-' for open users, whose profile
 * has neither [PROFILE-EDU-3].
 */
export function educationRows(p: TStudentProfile, isSchool: boolean): ProfileRow[] {
  return [
    row('standard', isSchool ? 'class' : 'standard', 'standard', p.standard),
    row('batch', isSchool ? 'section' : 'batches', 'batch', p.assignedCourses),
  ];
}

/**
 * The profile block [PROFILE-BLOCK-1], the roll number first and for schools only
 * [PROFILE-BLOCK-2]; the date of birth as DD-MM-YYYY, '-' for 01-01-1900 [PROFILE-DISP-4].
 */
export function detailRows(p: TStudentProfile, isSchool: boolean): ProfileRow[] {
  const dob: ProfileRow = { id: 'dob', label: `${L}.dob`, text: profileDobText(p.dob), edit: 'dob' };
  return [
    ...(isSchool ? [row('rollNo', 'rollNo', 'rollNo', p.roll_no)] : []),
    row('motherTongue', 'motherTongue', 'motherTongue', p.mother_tongue),
    row('gender', 'gender', 'gender', p.gender),
    row('country', 'country', 'country', p.country),
    row('birthPlace', 'birthPlace', 'birthPlace', p.birth_place, 'birthPlace'),
    row('religion', 'religion', 'religion', p.religion),
    row('bloodGroup', 'bloodGroup', 'bloodGroup', p.blood_group, 'bloodGroup'),
    row('aadhar', 'aadhar', 'studentAadhar', p.student_adhar_card),
    dob,
    row('state', 'state', 'state', p.state),
  ];
}

/**
 * The parent block [PROFILE-PARENT-1]: the father's details at a school, the parent's at a
 * coaching institute [PROFILE-PARENT-2] (decision 023), then the guardian and the residential
 * address, with the block's cuts [PROFILE-CUT-3/4].
 */
export function parentRows(p: TStudentProfile, isSchool: boolean): ProfileRow[] {
  const who = isSchool ? 'father' : 'parent';
  return [
    row('parentName', `${who}Name`, 'parentName', p.parent_name),
    row('parentEmail', `${who}Email`, 'parentEmail', p.parent_email),
    row('parentProfession', `${who}Profession`, 'parentProfession', p.parent_profession),
    row('parentContact', `${who}Contact`, 'parentContact', p.parent_phone),
    row('parentAadhar', `${who}Aadhar`, 'parentAadhar', p.parent_adhar_card),
    row('guardianName', 'guardianName', 'guardianName', p.guardian_name),
    row('guardianEmail', 'guardianEmail', 'guardianEmail', p.guardian_email),
    row('guardianContact', 'guardianContact', 'guardianContact', p.guardian_phone),
    row('residentialAddress', 'residentialAddress', 'residentialAddress', p.permanent_address),
  ];
}
