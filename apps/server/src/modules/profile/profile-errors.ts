import { ERROR_CODES } from '@portal/contract';
import { ADDRESS_MAX, BIRTH_PLACE_MAX, PHOTO_MAX_BYTES, type DobError, type FieldEditError, type PhotoError } from '@portal/domain';
import { HttpError, invalidField } from '../../http-error.ts';

/** The photo limit in the unit the screen shows it (MB of 1,048,576 bytes): 5. */
const PHOTO_MAX_MB = PHOTO_MAX_BYTES / (1024 * 1024);

/**
 * The English texts of the domain's message keys (decision 020's table), for the server's
 * answers, the limits taken from the domain's constants; the web shows its own translation of
 * the same keys.
 */
const TEXTS: Record<FieldEditError | DobError | PhotoError, string> = {
  'profile.err.addressRequired': 'Please enter an address',
  'profile.err.addressTooLong': `Address can be at most ${ADDRESS_MAX} characters`,
  'profile.err.birthPlaceRequired': 'Please enter a birth place',
  'profile.err.birthPlaceTooLong': `Birth place can be at most ${BIRTH_PLACE_MAX} characters`,
  'profile.err.bloodGroupRequired': 'Please select a blood group',
  'profile.err.bloodGroupInvalid': 'Please select a valid blood group',
  'profile.dob.err.feb29': 'Selected year Have 29 Days In February',
  'profile.dob.err.feb28': 'Selected year Have 28 Days In February',
  'profile.dob.err.only30': 'Month Selected Have Only 30 Days',
  'profile.dob.err.future': "Selected Date Can't Be Greater Than Current Date",
  'profile.dob.err.empty': 'Something Went Wrong,Please Try Again',
  'profile.dob.err.outOfRange': 'Please select a date from 1970 to today',
  'profile.photo.err.notImage': 'Please choose a JPEG, PNG or WebP image',
  'profile.photo.err.tooLarge': `Please choose an image of at most ${PHOTO_MAX_MB} MB`,
};

/** A 400 naming the field, with the English text of the domain's key [API-PROFILE-2]. */
export function fieldRefused(field: string, key: FieldEditError | DobError): HttpError {
  return invalidField(field, TEXTS[key]);
}

export const PROFILE_EDIT_NOT_ALLOWED_MESSAGE = 'Your institute does not allow students to edit their profile.';

/**
 * The institute does not let the student edit [PROFILE-EDIT-1] [PROFILE-EDIT-2]: 409 with its
 * own code (decision 021), never 403, which would end the browser's session [SESSION-FORBID-1].
 */
export function editNotAllowed(): HttpError {
  return new HttpError(409, ERROR_CODES.profileEditNotAllowed, PROFILE_EDIT_NOT_ALLOWED_MESSAGE);
}

/** A photo of more than 5 MiB (decoded) or more pixels than the resizer takes: 413, nothing kept. */
export function photoTooLarge(text: string = TEXTS['profile.photo.err.tooLarge']): HttpError {
  return new HttpError(413, ERROR_CODES.uploadTooLarge, `photo: ${text}`, [{ field: 'photo', message: text }]);
}

/** Content that is not a JPEG, PNG or WebP image, whatever it claims to be [PROFILE-PHOTO-1]: 415. */
export function photoNotImage(): HttpError {
  const text = TEXTS['profile.photo.err.notImage'];
  return new HttpError(415, ERROR_CODES.fileTypeNotAllowed, `photo: ${text}`, [{ field: 'photo', message: text }]);
}

/** The file store's disk is full: 507, nothing kept. */
export function storageFull(): HttpError {
  return new HttpError(507, ERROR_CODES.storageFull, 'The photo could not be saved: the server is out of storage. Please try again later.');
}
