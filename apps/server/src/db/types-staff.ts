import type { Generated } from 'kysely';

/** Migration 0031: a teacher or other member of staff (no account), named by classes. */
export type StaffMemberTable = { id: Generated<number>; institute_id: number; name: string; photo_url: string | null };

/** Migration 0031: a class's teachers by staff record, in the class's order. */
export type ScheduleTeacherTable = { schedule_id: number; staff_id: number; position: number };

export type StaffTables = { staff_member: StaffMemberTable; schedule_teacher: ScheduleTeacherTable };
