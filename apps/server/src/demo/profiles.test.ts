import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDobString, validateAddress, validateBirthPlace, validateBloodGroup } from '@portal/domain';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';
import { signIn } from '../testing/login-helpers.ts';
import { DEMO_PEOPLE } from './people.ts';
import { DEMO_PROFILES, SELF_EDIT } from './profiles.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profileOf = (studentId: number) => DEMO_PROFILES.find((p) => p.student_id === studentId)!;

describe('demo profiles seed', () => {
  it('[API-PROFILE-1] every demo student has a profile row, and only students do', async () => {
    const rows = await t.database.db.selectFrom('student_profile').select('student_id').execute();
    const students = DEMO_PEOPLE.flatMap((p) => (p.student ? [p.student.id] : []));
    expect(rows.map((r) => r.student_id).sort()).toEqual([...students].sort());
  });

  it('[PROFILE-EDIT-3] self-editing is on at the school and the small institute, off at the coaching institute', async () => {
    const rows = await t.database.db.selectFrom('institute').select(['id', 'student_self_edit']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 101, student_self_edit: true },
      { id: 102, student_self_edit: false },
      { id: 106343, student_self_edit: true },
    ]);
    expect(SELF_EDIT).toEqual({ 101: true, 102: false, 106343: true });
  });

  it('[PROFILE-CUT-3] parent blocks match the parent accounts (name and phone)', () => {
    const parents = DEMO_PEOPLE.filter((p) => p.children);
    for (const parent of parents) {
      for (const child of parent.children!) {
        expect(profileOf(child), `student ${child}`).toMatchObject({ parent_name: parent.name, parent_phone: parent.phone });
      }
    }
    // No profile-only number belongs to a demo account (forgot password finds accounts by phone).
    const accountPhones = new Set(DEMO_PEOPLE.map((p) => p.phone));
    const childrenOfAccounts = new Set(parents.flatMap((p) => p.children!));
    for (const p of DEMO_PROFILES.filter((x) => !childrenOfAccounts.has(x.student_id))) {
      expect(accountPhones.has(p.parent_phone ?? undefined), `student ${p.student_id}`).toBe(false);
    }
  });

  it('[PROFILE-CUT-4] Aadhar numbers are masked to their last four digits, or a "none" value', () => {
    for (const p of DEMO_PROFILES) {
      for (const value of [p.aadhar, p.parent_aadhar]) {
        expect(value === null || value === undefined || value === '-1' || value === '0' || /^X{8}\d{4}$/.test(value), `${p.student_id}: ${value}`).toBe(true);
      }
    }
  });

  it('[PROFILE-ADDR-1] [PROFILE-BP-1] [PROFILE-BG-1] [PROFILE-DOB-1] editable fields already meet the edit rules, except the placeholders', () => {
    for (const p of DEMO_PROFILES) {
      if (p.current_address) expect(validateAddress(p.current_address), `${p.student_id}`).toBeNull();
      if (p.birth_place) expect(validateBirthPlace(p.birth_place), `${p.student_id}`).toBeNull();
      if (p.blood_group && p.blood_group !== '-1') expect(validateBloodGroup(p.blood_group), `${p.student_id}`).toBeNull();
      if (p.dob && p.dob !== '1900-01-01') expect(checkDobString(p.dob, '2026-11-21').ok, `${p.student_id}`).toBe(true);
    }
  });

  it('[PROFILE-DISP-1] [PROFILE-DISP-2] [PROFILE-DISP-4] one sparse record shows the missing-value rules', () => {
    const sparse = DEMO_PROFILES.filter((p) => p.dob === '1900-01-01');
    expect(sparse.map((p) => p.student_id)).toEqual([5005]);
    expect(sparse[0]).toMatchObject({ roll_no: '-1', blood_group: '-1', aadhar: '0', standard: null, birth_place: null });
  });

  it('[PWD-CHANGE-8] the password-journey account (Tanvi, not in DEMO.md) signs in with the demo password and sits in Aarav’s section', async () => {
    const { session } = await signIn(t.app, '9000000013');
    expect(session).toMatchObject({ user_id: 1016, student_id: 5016, name: 'Tanvi Joshi', institute_id: 101, email_id: 'tanvi@school.example' });
    expect(session.student_acad_year.map((y) => y.acad_yr_name)).toHaveLength(2);
    const batches = await t.database.db
      .selectFrom('batch_member as bm')
      .innerJoin('batch as b', 'b.id', 'bm.batch_id')
      .select('b.name')
      .where('bm.user_id', 'in', [1001, 1016])
      .where('b.academic_year_id', '=', 2)
      .execute();
    expect(batches.map((b) => b.name)).toEqual(['Class 8 - A', 'Class 8 - A']);
  });
});
