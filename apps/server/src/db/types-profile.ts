import type { ColumnType, Generated } from 'kysely';

/** A timestamptz column with a default: read as Date, written as Date or ISO string, optional on insert. */
type TimestampWithDefault = ColumnType<Date, Date | string | undefined, Date | string>;
/** A date column: both drivers are set to hand it over as 'YYYY-MM-DD'. */
type DateOnly = string;

export type StudentProfileTable = {
  student_id: number;
  standard: string | null;
  roll_no: string | null;
  mother_tongue: string | null;
  gender: string | null;
  country: string | null;
  state: string | null;
  birth_place: string | null;
  religion: string | null;
  blood_group: string | null;
  /** Masked: 'XXXXXXXX1234'. */
  aadhar: string | null;
  dob: DateOnly | null;
  current_address: string | null;
  permanent_address: string | null;
  parent_name: string | null;
  parent_email: string | null;
  parent_profession: string | null;
  parent_phone: string | null;
  parent_aadhar: string | null;
  guardian_name: string | null;
  guardian_email: string | null;
  guardian_phone: string | null;
  updated_at: TimestampWithDefault;
};

/**
 * The tables and columns of migration 0007 (profiles). The two added columns are joined to
 * their tables by the intersection in types.ts (institute and app_user appear in both).
 */
export type ProfileTables = {
  student_profile: StudentProfileTable;
  /** student_profile_update_restrict, reading A (decision 020): set means the student may edit. */
  institute: { student_self_edit: Generated<boolean> };
  /** The stored photo's file-store key; photo_url is the address the client shows. */
  app_user: { photo_key: string | null };
};
