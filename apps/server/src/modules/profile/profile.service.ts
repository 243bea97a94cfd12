import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { TProfileUpdateRequest, TStudentProfile } from '@portal/contract';
import {
  canEditProfile,
  checkDobString,
  dayKey,
  normalizeProfileText,
  PHOTO_MAX_BYTES,
  validateAddress,
  validateBirthPlace,
  validateBloodGroup,
} from '@portal/domain';
import type { Clock } from '../../clock.ts';
import { createAreaCache } from '../../db/area-cache.ts';
import type { DB } from '../../db/types.ts';
import { notFound } from '../../http-error.ts';
import { FileNotFoundError, isFileKey, newFileKey, StoreFullError, type FileStore } from '../../lib/file-store/file-store.ts';
import { assertInstitute, assertStudent, type SessionContext } from '../../session-context.ts';
import { addPendingUpload, deletePendingUploads } from '../assignments/pending-uploads.service.ts';
import { editNotAllowed, fieldRefused, storageFull } from './profile-errors.ts';
import { preparePhoto } from './profile-photo.ts';
import {
  findBatchNames,
  findCurrentYearId,
  findInstituteSettings,
  findPhotoOwner,
  findStudentProfile,
  isChildOf,
  replacePhoto,
  saveProfileFields,
  type ProfileChange,
  type StudentProfileRow,
} from './profile.repository.ts';

/** Where a stored photo is served; the key is the file store's, so the address never changes. */
export const PHOTO_PATH_PREFIX = '/api/v1/profiles/photo/';
export const photoUrl = (key: string) => `${PHOTO_PATH_PREFIX}${key}`;

function toProfile(row: StudentProfileRow, batches: string[]): TStudentProfile {
  return {
    name: row.name,
    photo_url: row.photo_url,
    join_date: row.join_date,
    student_phone: row.phone,
    current_address: row.current_address,
    student_email: row.email,
    standard: row.standard,
    assignedCourses: batches.length > 0 ? batches.join(', ') : null,
    roll_no: row.roll_no,
    mother_tongue: row.mother_tongue,
    gender: row.gender,
    country: row.country,
    birth_place: row.birth_place,
    religion: row.religion,
    blood_group: row.blood_group,
    student_adhar_card: row.aadhar,
    dob: row.dob,
    state: row.state,
    parent_name: row.parent_name,
    parent_email: row.parent_email,
    parent_profession: row.parent_profession,
    parent_phone: row.parent_phone,
    parent_adhar_card: row.parent_aadhar,
    guardian_name: row.guardian_name,
    guardian_email: row.guardian_email,
    guardian_phone: row.guardian_phone,
    permanent_address: row.permanent_address,
    student_profile_update_restrict: row.student_self_edit,
  };
}

/**
 * The text field of an update, checked with the domain's rules and named in the 400 when
 * refused [PROFILE-ADDR-1] [PROFILE-BP-1] [PROFILE-BG-1] [PROFILE-DOB-1..8]. Addresses and birth
 * places are stored normalised (one line, trimmed); the edited address is the current one.
 */
function fieldChange(body: TProfileUpdateRequest, today: string): ProfileChange {
  if (body.address !== undefined) {
    const error = validateAddress(body.address);
    if (error) throw fieldRefused('address', error);
    return { current_address: normalizeProfileText(body.address) };
  }
  if (body.birth_place !== undefined) {
    const error = validateBirthPlace(body.birth_place);
    if (error) throw fieldRefused('birth_place', error);
    return { birth_place: normalizeProfileText(body.birth_place) };
  }
  if (body.blood_group !== undefined) {
    const error = validateBloodGroup(body.blood_group);
    if (error) throw fieldRefused('blood_group', error);
    return { blood_group: body.blood_group };
  }
  const dob = checkDobString(body.dob ?? '', today);
  if (!dob.ok) throw fieldRefused('dob', dob.error);
  return { dob: dob.value };
}

export type ProfileServiceDeps = { db: Kysely<DB>; clock: Clock; files: FileStore };

export function createProfileService({ db, clock, files }: ProfileServiceDeps) {
  /**
   * The profile as the screen draws it. assignedCourses: the student's batches (sections at a
   * school) in the session's academic year (the institute's current one when the session has
   * none), from batch_member as the timetable reads them, comma-separated (decision 021).
   */
  async function load(session: SessionContext, instituteId: number, studentId: number): Promise<TStudentProfile> {
    const row = await findStudentProfile(db, instituteId, studentId);
    if (!row) throw notFound();
    const yearId = session.academicYearId ?? (await findCurrentYearId(db, instituteId));
    return toProfile(row, yearId === null ? [] : await findBatchNames(db, row.user_id, yearId));
  }

  /** A new photo's file after a failed save; its pending key goes only with it, so the start-up sweep retries. */
  async function discardNewPhoto(key: string, log: FastifyBaseLogger): Promise<void> {
    try {
      await files.remove(key);
      await deletePendingUploads(db, [key]);
    } catch (err) {
      log.warn({ err, key }, 'new profile photo file not removed after a failed save (the start-up sweep will)');
    }
  }

  /**
   * Stores the new photo, then points the account at it in one transaction; after the commit
   * the old file goes. The new key is registered in pending_upload before the write and the
   * row deleted in that transaction (decision 026), so a crash in between leaves a key the
   * start-up sweep removes with its file an hour later. A failed save removes the new file and
   * its key and leaves the old photo as it was.
   */
  async function savePhoto(userId: number, base64: string, log: FastifyBaseLogger): Promise<void> {
    const jpeg = await preparePhoto(base64);
    const key = newFileKey();
    await addPendingUpload(db, key, clock.now());
    try {
      await files.put(jpeg, { maxBytes: PHOTO_MAX_BYTES, key });
    } catch (err) {
      await discardNewPhoto(key, log);
      throw err instanceof StoreFullError ? storageFull() : err;
    }
    let replaced: string | null;
    try {
      replaced = await db.transaction().execute(async (trx) => {
        const old = await replacePhoto(trx, userId, key, photoUrl(key));
        await deletePendingUploads(trx, [key]);
        return old;
      });
    } catch (err) {
      await discardNewPhoto(key, log);
      throw err;
    }
    if (replaced) {
      await files.remove(replaced).catch((err: unknown) => log.warn({ err }, 'replaced profile photo file not removed'));
    }
  }

  const profiles = createAreaCache<TStudentProfile>('account', 10_000);

  return {
    /**
     * GET get-student-detail [API-PROFILE-1] [PROFILE-LOAD-1]: the institute and student must be
     * the session's (a parent reaches only the chosen child); an open user has no student.
     * Every refusal is 404, so ids cannot be probed.
     */
    async detail(session: SessionContext, instituteId: number, studentId: number): Promise<TStudentProfile> {
      assertInstitute(session, instituteId);
      assertStudent(session, studentId);
      // Kept per process until the account, its details, batches or years change (decision 058).
      return profiles.read(db, `${instituteId}:${studentId}:${session.academicYearId}`, () => load(session, instituteId, studentId));
    },

    /**
     * PUT profiles/update [API-PROFILE-2] [PROFILE-EDIT-8]: one field per call, by the student
     * themself (user_id is the session's own; another id is 404; parents never reach this
     * route). The institute must allow self-editing, as the domain's canEditProfile decides
     * [PROFILE-EDIT-1..3], else 409 PROFILE_EDIT_NOT_ALLOWED. The date of birth is checked
     * against today in the institute's zone. Answers the saved profile [PROFILE-EDIT-6].
     */
    async update(
      session: SessionContext,
      instituteId: number,
      userId: number,
      body: TProfileUpdateRequest,
      log: FastifyBaseLogger,
    ): Promise<TStudentProfile> {
      assertInstitute(session, instituteId);
      if (session.isParent || userId !== session.userId) throw notFound();
      const institute = await findInstituteSettings(db, instituteId);
      if (!institute) throw notFound();
      const allowed = canEditProfile({ userType: session.userType, isParent: session.isParent, selfEditFlag: institute.student_self_edit });
      if (!allowed || session.studentId === null) throw editNotAllowed();
      if (body.photo !== undefined) await savePhoto(userId, body.photo, log);
      else await saveProfileFields(db, session.studentId, fieldChange(body, dayKey(clock.now(), institute.time_zone)), clock.now());
      return load(session, instituteId, session.studentId);
    },

    /**
     * A stored photo [PROFILE-HEAD-1], for a session of the same institute that owns it or, on
     * a parent login, whose child owns it (the parent's chooser shows every child). Anything
     * else, an unknown key or a missing file is 404.
     */
    async photo(session: SessionContext, key: string): Promise<{ stream: Readable; size: number }> {
      if (!isFileKey(key)) throw notFound();
      const owner = await findPhotoOwner(db, key);
      if (!owner || owner.institute_id !== session.instituteId) throw notFound();
      const own = owner.id === session.loginUserId || owner.id === session.userId;
      if (!own && !(session.isParent && (await isChildOf(db, session.loginUserId, owner.id)))) throw notFound();
      const info = await files.stat(key);
      if (!info) throw notFound();
      try {
        return { stream: await files.open(key), size: info.size };
      } catch (err) {
        throw err instanceof FileNotFoundError ? notFound() : err;
      }
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
