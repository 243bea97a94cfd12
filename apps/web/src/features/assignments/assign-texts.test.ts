import { describe, expect, it } from 'vitest';
import { STUDENT_STATUSES } from '@portal/domain/assignments/status';
import en from '../../locales/assignments/en.json';
import fr from '../../locales/assignments/fr.json';
import frShared from '../../locales/fr.json';
import { i18n, initI18n } from '../../lib/i18n.ts';
import { ApiError } from '../../lib/api-client.ts';
import { STATUS_KEYS } from './status-text.ts';
import { downloadErrorText } from './detail/download-errors.ts';
import { uploadErrorText } from './upload-errors.ts';

const valueAt = (tree: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

// The keys decision 025 says the domain returns (SubmissionError, SaveBlockKey).
const DOMAIN_KEYS = [
  'required',
  'tooManyFiles',
  'tooLarge',
  'fileType',
  'fileEmpty',
  'tooManyLinks',
  'linkUrl',
  'linkName',
  'remarkTooLong',
  'submitted',
  'lateClosed',
  'parentNotAllowed',
].map((k) => `assign.err.${k}`);

describe('assignment texts', () => {
  it('[ASSIGN-UPLOAD-4] [ASSIGN-LINK-3] [ASSIGN-LINK-4] every key the domain returns has a text, the spec ones word for word', () => {
    expect(DOMAIN_KEYS.filter((k) => typeof valueAt(en, k) !== 'string')).toEqual([]);
    expect(valueAt(en, 'assign.err.tooManyFiles')).toBe('You can only upload up to 20 files');
    expect(valueAt(en, 'assign.err.linkUrl')).toBe('Please enter valid url!');
    expect(valueAt(en, 'assign.err.linkName')).toBe('Please enter valid url name');
    expect(valueAt(en, 'assign.confirm.text')).toBe('Are you sure you want to submit the Assignment?');
  });

  it('[ASSIGN-STATUS-1] [ASSIGN-STATUS-2] every status has a text', () => {
    for (const status of [...STUDENT_STATUSES, 'Evaluated'] as const) expect(typeof valueAt(en, STATUS_KEYS[status])).toBe('string');
  });

  it('[ERR-GEN-2] a refused upload reads the server message in English and its code in another language', async () => {
    await initI18n('en');
    i18n.addResourceBundle('en', 'translation', en, true, true);
    i18n.addResourceBundle('fr', 'translation', fr, true, true);
    const refused = new ApiError(413, 'The files are larger than 150 MB in total.', 'UPLOAD_TOO_LARGE');
    await i18n.changeLanguage('en');
    expect(uploadErrorText(refused)).toBe('The files are larger than 150 MB in total.');
    expect(uploadErrorText(new ApiError(507, null, null))).toBe('The server has no room for these files right now. Please try again later.');
    await i18n.changeLanguage('fr');
    expect(uploadErrorText(refused)).toBe('La taille totale de vos fichiers ne peut pas dépasser 150 Mo');
    expect(uploadErrorText(new ApiError(409, 'Parents may not submit.', 'PARENT_NOT_ALLOWED'))).toBe('Les parents ne sont pas autorisés à rendre le devoir');
    await i18n.changeLanguage('en');
  });

  it('[ASSIGN-UPLOAD-4] [ASSIGN-LINK-1] too many links and too many files each read as their own text (TOO_MANY_LINKS, TOO_MANY_FILES)', async () => {
    await initI18n('en');
    i18n.addResourceBundle('en', 'translation', en, true, true);
    i18n.addResourceBundle('fr', 'translation', fr, true, true);
    const links = new ApiError(400, 'url_lists: You can add up to 5 links', 'TOO_MANY_LINKS');
    const files = new ApiError(400, 'files: You can only upload up to 20 files', 'TOO_MANY_FILES');
    await i18n.changeLanguage('fr');
    expect(uploadErrorText(links)).toBe('Vous pouvez ajouter 5 liens au maximum');
    expect(uploadErrorText(files)).toBe(valueAt(fr, 'assign.err.tooManyFiles'));
    await i18n.changeLanguage('en');
    expect(uploadErrorText(new ApiError(400, null, 'TOO_MANY_LINKS'))).toBe('You can add up to 5 links');
    expect(uploadErrorText(new ApiError(400, null, 'TOO_MANY_FILES'))).toBe('You can only upload up to 20 files');
  });

  it('[ASSIGN-DETAIL-7] [SHELL-LANG-4] a failed download is told in the user’s language, never in raw English', async () => {
    await initI18n('en');
    i18n.addResourceBundle('en', 'translation', en, true, true);
    i18n.addResourceBundle('fr', 'translation', fr, true, true);
    const expired = new ApiError(410, 'This download link has expired. Please download the file again.', 'LINK_EXPIRED');
    const gone = new ApiError(404, 'Not Found', 'NOT_FOUND');
    const broken = new ApiError(500, 'Internal Server Error', 'INTERNAL');
    expect(downloadErrorText(expired)).toBe('This download link has expired. Please download the file again.');
    expect(downloadErrorText(gone)).toBe('This file is no longer available. Please open the assignment again.');
    expect(downloadErrorText(broken)).toBe('Internal Server Error');
    i18n.addResourceBundle('fr', 'translation', frShared, true, true); // The connection message, too many attempts.
    await i18n.changeLanguage('fr');
    expect(downloadErrorText(expired)).toBe('Ce lien de téléchargement a expiré. Veuillez télécharger le fichier à nouveau.');
    expect(downloadErrorText(gone)).toBe("Ce fichier n'est plus disponible. Veuillez rouvrir le devoir.");
    expect(downloadErrorText(broken)).toBe("Le fichier n'a pas pu être téléchargé. Veuillez réessayer.");
    expect(downloadErrorText(new ApiError(429, 'Too many requests', 'RATE_LIMITED'))).toBe('Trop de tentatives. Patientez quelques minutes puis réessayez.');
    expect(downloadErrorText(new ApiError(null, null, null))).toBe('Veuillez vérifier votre connexion Internet !');
    await i18n.changeLanguage('en');
  });
});
