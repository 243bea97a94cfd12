import type { TStudentDetail } from '@portal/contract';
import type { StudentYear } from '@portal/domain';
import type { StudentRow } from './auth.repository.ts';

type YearRow = { student_id: number; id: number; name: string };

export function yearsByStudent(rows: YearRow[]): Map<number, StudentYear[]> {
  const map = new Map<number, StudentYear[]>();
  for (const r of rows) {
    const list = map.get(r.student_id) ?? [];
    list.push({ acad_yr_id: r.id, acad_yr_name: r.name });
    map.set(r.student_id, list);
  }
  return map;
}

/** One student as the login result lists it [LOGIN-OUT-8]; never a password. */
export function toStudentDetail(row: StudentRow, years: Map<number, StudentYear[]>): TStudentDetail {
  return {
    user_id: row.user_id,
    user_type: row.user_type,
    institute_id: row.institute_id,
    institute_name: row.institute_name,
    student_id: row.student_id,
    student_display_id: row.display_id,
    student_name: row.name,
    phone_no: row.phone,
    email_id: row.email,
    account_id: row.account_id,
    photo_url: row.photo_url,
    join_date: row.join_date,
    student_acad_year: years.get(row.student_id) ?? [],
    is_login_allowed: row.is_login_allowed,
  };
}
