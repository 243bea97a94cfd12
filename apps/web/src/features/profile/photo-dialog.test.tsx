import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { fail } from '../../test/server.ts';
import { openProfile, studentProfile, UPDATE_PATH, updateCalls, updateHandler } from './testing/profile-server.ts';

const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));
// A PNG's signature and the start of its header: the server checks the content, not the name.
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const NEW_PHOTO = '/api/v1/profiles/photo/0a1b2c3d4e5f60718293a4b5c6d7e8f9';

async function openPhoto(options: Parameters<typeof openProfile>[0] = {}) {
  const view = await openProfile(options);
  const name = i18n.t('profileScreen.edit.photo');
  await view.user.click(screen.getByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name });
  return { ...view, dialog, input: within(dialog).getByLabelText(i18n.t('profileScreen.photo.choose')) as HTMLInputElement };
}

/** Chooses a good PNG and presses Save; the server's answer is the test's. */
async function sendPhoto(answer: () => Response, language?: 'fr') {
  const view = await openPhoto({ language, handlers: [http.put(UPDATE_PATH, answer)] });
  await view.user.upload(view.input, new File([PNG], 'me.png', { type: 'image/png' }));
  await within(view.dialog).findByRole('img', { name: i18n.t('profileScreen.photo.preview') });
  await view.user.click(within(view.dialog).getByRole('button', { name: i18n.t('profileScreen.save') }));
  return { ...view, alert: await within(view.dialog).findByRole('alert') };
}

describe('photo popup', () => {
  it('[PROFILE-PHOTO-1] the picker offers images only and states the limits', async () => {
    const { dialog, input } = await openPhoto();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(input).toHaveAccessibleDescription(/JPEG, PNG or WebP, at most 5 MB/);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('[PROFILE-PHOTO-1] a file that is not an image is refused before it is read or sent', async () => {
    const { dialog, input } = await openPhoto();
    // A person may pick any file with "All files": the picker's filter is no check.
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(input, new File(['%PDF-1.4'], 'marks.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a JPEG, PNG or WebP image');
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(updateCalls()).toEqual([]);
  });

  it('[PROFILE-PHOTO-1] an image over 5 MB is refused before it is read or sent (decision 020)', async () => {
    const { user, dialog, input } = await openPhoto();
    const big = new File([PNG], 'camera.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose an image of at most 5 MB');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(updateCalls()).toEqual([]);
  });

  it('[PROFILE-PHOTO-2] [PROFILE-PHOTO-3] [PROFILE-EDIT-6] a good image: preview, sent as base64 without prefix with a spinner, then the new photo in the profile and the shell header', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const saved = studentProfile({ photo_url: NEW_PHOTO });
    const { user, dialog, input } = await openPhoto({
      handlers: [
        updateHandler(saved, async () => {
          await gate;
          return HttpResponse.json({ statusCode: 200, message: 'OK', result: saved });
        }),
      ],
    });
    await user.upload(input, new File([PNG], 'me.png', { type: 'image/png' }));
    const preview = await within(dialog).findByRole('img', { name: 'Preview of the new photo' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateCalls()).toHaveLength(1));
    expect(updateCalls()[0]!.body).toEqual({ photo: btoa(String.fromCharCode(...PNG)) });
    expect(within(dialog).getByRole('progressbar', { name: 'Saving…' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Saving…' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts().getByText('Profile picture updated successfully')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Aarav Sharma' })).toHaveAttribute('src', NEW_PHOTO);
    const shellPhoto = screen.getByRole('button', { name: 'Profile' }).querySelector('img');
    expect(shellPhoto).toHaveAttribute('src', NEW_PHOTO);
    // A reload keeps it: the stored session has the new address.
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.session) ?? '{}')).toMatchObject({ photo_url: NEW_PHOTO });
  });

  it('[PROFILE-PHOTO-1] [PROFILE-EDIT-6] the server refusing the content keeps the popup and the chosen photo, and says why', async () => {
    const { user, dialog, input } = await openPhoto({ handlers: [http.put(UPDATE_PATH, () => fail(400, 'photo: The file is not a JPEG, PNG or WebP image', 'VALIDATION'))] });
    await user.upload(input, new File([PNG], 'me.png', { type: 'image/png' }));
    await within(dialog).findByRole('img', { name: 'Preview of the new photo' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^The file is not a JPEG, PNG or WebP image$/);
    expect(within(dialog).getByRole('img', { name: 'Preview of the new photo' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'No photo yet' })).toBeInTheDocument();
  });

  it('[PROFILE-PHOTO-1] [SHELL-LANG-4] a photo the server finds is no image (415) says so in French, under the field, with the popup kept', async () => {
    const { dialog, input, alert } = await sendPhoto(() => fail(415, 'photo: Please choose a JPEG, PNG or WebP image', 'FILE_TYPE_NOT_ALLOWED'), 'fr');
    expect(alert).toHaveTextContent(/^Veuillez choisir une image JPEG, PNG ou WebP$/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Veuillez choisir une image JPEG, PNG ou WebP/);
    expect(within(dialog).getByRole('img', { name: 'Aperçu de la nouvelle photo' })).toBeInTheDocument();
  });

  it('[PROFILE-PHOTO-1] [ERR-GEN-2] a photo over the server’s limit (413) reads the server’s own text in English, under the field without its name', async () => {
    const { input, alert } = await sendPhoto(() => fail(413, 'photo: Please choose an image of at most 50 megapixels', 'UPLOAD_TOO_LARGE'));
    expect(alert).toHaveTextContent(/^Please choose an image of at most 50 megapixels$/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('[PROFILE-PHOTO-1] [SHELL-LANG-4] the same 413 in French is the area’s size text', async () => {
    const { alert } = await sendPhoto(() => fail(413, 'photo: Please choose an image of at most 5 MB', 'UPLOAD_TOO_LARGE'), 'fr');
    expect(alert).toHaveTextContent(/^Veuillez choisir une image de 5 Mo au plus$/);
  });

  it('[ERR-GEN-5] [SHELL-LANG-4] a full store (507, even without a body) is told in French above the buttons, not on the field', async () => {
    const { input, alert } = await sendPhoto(() => new HttpResponse(null, { status: 507 }), 'fr');
    expect(alert).toHaveTextContent('La photo n’a pas pu être enregistrée : le serveur n’a plus de place pour le moment. Veuillez réessayer plus tard.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
