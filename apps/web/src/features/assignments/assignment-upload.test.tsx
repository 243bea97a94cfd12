import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../../test/server.ts';
import { RETURN_MS, SUCCESS_TOAST_MS } from './detail/use-save.ts';
import {
  attachment,
  attachmentsHandler,
  callsTo,
  detail,
  detailHandler,
  LIST_PATH,
  listItem,
  openDetail,
  openList,
  realFile,
  solutionsHandler,
  updateHandler,
  updates,
} from './testing/assign-server.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

type User = Awaited<ReturnType<typeof openDetail>>['user'];
const chooser = () => screen.getByLabelText('Choose files');
const toastText = (text: string) => screen.queryByText(text, { selector: '[role="status"] p' });

/** Two files, one link and a remark, as a student fills the form. */
async function fillForm(user: User) {
  await user.upload(chooser(), [realFile('answers-page-1.pdf', '%PDF-1.4 one'), realFile('diagram.png', 'PNG bytes', 'image/png')]);
  const form = screen.getByRole('form', { name: 'Add a link' });
  await user.type(within(form).getByLabelText('Link URL'), '  https://example.org/my-video  ');
  await user.type(within(form).getByLabelText('Link name'), 'My explanation video');
  await user.click(within(form).getByRole('button', { name: 'Add link' }));
  await user.type(screen.getByLabelText('Your remarks'), 'Sums 1-20 done');
}

/** The form still holds what fillForm put in. */
function expectFormKept() {
  expect(within(screen.getByRole('list', { name: 'Files to upload' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    expect.stringContaining('answers-page-1.pdf'),
    expect.stringContaining('diagram.png'),
  ]);
  expect(within(screen.getByRole('list', { name: 'Links to add' })).getByText('My explanation video')).toBeInTheDocument();
  expect(screen.getByLabelText('Your remarks')).toHaveValue('Sums 1-20 done');
}

describe('save and submit (API-ASSIGN-6)', () => {
  it('[ASSIGN-SAVE-1] [ASSIGN-SAVE-7] Save sends multipart: fileJson first with the Draft payload, then each file, with Source WEB', async () => {
    const kept = [attachment(501, 'old-answers.pdf'), attachment(502, 'old-scan.png')];
    const { user } = await openDetail({ item: detail(41, { student_status: 'Draft', student_comment: '' }), attachments: kept });
    await user.click(screen.getByRole('button', { name: 'Remove old-scan.png' }));
    await fillForm(user);
    const append = vi.spyOn(FormData.prototype, 'append');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    const [call] = updates;
    expect(call!.headers.get('source')).toBe('WEB');
    expect(call!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(call!.parts.map((p) => p.name)).toEqual(['fileJson', 'files', 'files']);
    expect(call!.raw.indexOf('name="fileJson"')).toBeLessThan(call!.raw.indexOf('name="files"'));
    expect(call!.parts.slice(1).map((p) => p.value)).toEqual([
      { size: 12, type: 'application/pdf' },
      { size: 9, type: 'image/png' },
    ]);
    expect(append.mock.calls.filter(([name]) => name === 'files').map(([, , fileName]) => fileName)).toEqual(['answers-page-1.pdf', 'diagram.png']);
    expect(call!.json).toEqual({
      institute_id: 101,
      category_id: 255,
      studentId_array: [7001],
      file_id: 41,
      student_status: 'Draft',
      student_comment: 'Sums 1-20 done',
      attachmentId_array: [501],
      url_lists: [{ display_name: 'My explanation video', url: 'https://example.org/my-video' }],
    });
  });

  it('[ASSIGN-SAVE-4] [ASSIGN-SAVE-5] [ASSIGN-SAVE-6] after a save, the toast comes after about 1 s and the list after about 2 s', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user } = await openDetail({
      fakeAllTimers: true,
      update: async (call) => {
        await held;
        return HttpResponse.json({ statusCode: 200, message: 'OK', result: { student_status: call.json.student_status, student_attachment: [] } });
      },
    });
    await user.upload(chooser(), [realFile('answers.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Cancel upload' });
    // From here the clock moves only when told, however slow the machine is.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    release();
    // Let the response arrive: timers due now run, the clock itself stays put (vi.waitFor
    // would move it). Bounded by real time, not by a count of tries (decision 032).
    const until = performance.now() + 10_000;
    while (performance.now() < until && !screen.queryByText('Upload complete.')) {
      await act(() => vi.advanceTimersByTimeAsync(0));
      await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
    }
    expect(screen.getByText('Upload complete.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_TOAST_MS - 1));
    expect(toastText('Assignment saved as draft')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(toastText('Assignment saved as draft')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(RETURN_MS - SUCCESS_TOAST_MS - 1));
    expect(window.location.pathname).toBe('/my-account/assignment/11');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(window.location.pathname).toBe('/my-account/assignment');
    expect([SUCCESS_TOAST_MS, RETURN_MS]).toEqual([1000, 2000]);
  });

  it('[ASSIGN-SAVE-2] [ASSIGN-SAVE-3] Submit asks first; Cancel sends nothing; confirming sends Submitted', async () => {
    const { user } = await openDetail({ fakeAllTimers: true });
    await user.upload(chooser(), [realFile('answers.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Submit assignment' });
    expect(dialog).toHaveTextContent('Are you sure you want to submit the Assignment?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(updates).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]!.json.student_status).toBe('Submitted');
    // [ASSIGN-STATUS-7] once submitted the form is gone: no Save, no Submit.
    expect(await screen.findByText('You have submitted this assignment.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_TOAST_MS));
    expect(toastText('Assignment submitted successfully')).toBeInTheDocument();
  });

  it('[ASSIGN-STATUS-9] [ASSIGN-STATUS-6] a past assignment with late submission is submitted and returns to the Past tab (decision 027)', async () => {
    const { user } = await openDetail({ fakeAllTimers: true, item: detail(42, { days_left: -1, student_status: 'Not Submitted', allow_assignment_late_submission: 'Y' }) });
    await user.upload(chooser(), [realFile('late.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]!.json.student_status).toBe('Submitted');
    await act(() => vi.advanceTimersByTimeAsync(RETURN_MS));
    expect(await screen.findByRole('tab', { name: 'Past (3)' })).toHaveAttribute('aria-selected', 'true');
    expect(window.location.search).toBe('?open=999');
  });

  it('[ASSIGN-STATUS-5] a saved draft shows on the list when it is opened again (the list is asked afresh)', async () => {
    let saved = false;
    const item = (status: 'Pending' | 'Draft') => listItem(11, { title: 'Fractions worksheet', student_status: status });
    const { user } = await openList({
      fakeAllTimers: true,
      listAnswer: () => HttpResponse.json({ statusCode: 200, message: 'OK', result: { upcoming_online_assignment_list: [item(saved ? 'Draft' : 'Pending')], past_online_assignment_list: [] } }),
      handlers: [
        detailHandler(detail(11)),
        attachmentsHandler([]),
        solutionsHandler([]),
        updateHandler((call) => {
          saved = true;
          return HttpResponse.json({ statusCode: 200, message: 'OK', result: { student_status: call.json.student_status, student_attachment: [attachment(800, 'answers.pdf')] } });
        }),
      ],
    });
    await user.click(await screen.findByRole('link', { name: 'Fractions worksheet' }));
    await screen.findByRole('heading', { level: 2, name: 'Fractions worksheet' });
    await user.upload(chooser(), [realFile('answers.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Upload complete.');
    await act(() => vi.advanceTimersByTimeAsync(RETURN_MS));
    const card = (await screen.findByRole('heading', { level: 2, name: 'Fractions worksheet' })).closest('li')!;
    await waitFor(() => expect(card).toHaveTextContent('StatusDraft'));
    expect(callsTo(LIST_PATH)).toHaveLength(2);
  });
});

describe('uploads that never lose work', () => {
  it('[ASSIGN-UPLOAD-2] a refused upload (413) shows the server message, keeps files, link and remark, and Retry sends them again', async () => {
    let attempt = 0;
    const { user } = await openDetail({
      update: (call) => {
        attempt += 1;
        if (attempt === 1) return fail(413, 'The files are larger than 150 MB in total. Nothing was saved.', 'UPLOAD_TOO_LARGE');
        return HttpResponse.json({ statusCode: 200, message: 'OK', result: { student_status: call.json.student_status, student_attachment: [] } });
      },
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The files are larger than 150 MB in total. Nothing was saved.');
    expect(alert).toHaveTextContent('Your files, links and remarks are still here: nothing was saved.');
    expectFormKept();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Upload complete.')).toBeInTheDocument();
    expect(updates).toHaveLength(2);
    expect(updates[1]!.json).toEqual(updates[0]!.json);
    expect(updates[1]!.parts.map((p) => p.name)).toEqual(['fileJson', 'files', 'files']);
  });

  it('[ERR-STATUS-1] [ERR-GEN-4] a dropped connection keeps everything and says so', async () => {
    const { user } = await openDetail({ update: () => HttpResponse.error() });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check your internet connection!');
    expectFormKept();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('[ERR-GEN-5] a full store (507 without a body) reads as such', async () => {
    const { user } = await openDetail({ update: () => new HttpResponse(null, { status: 507 }) });
    await user.upload(chooser(), [realFile('answers.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server has no room for these files right now.');
  });

  it('[ASSIGN-UPLOAD-2] Cancel upload stops the request; everything stays and can be sent again', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user } = await openDetail({
      update: async () => {
        await held;
        return HttpResponse.json({ statusCode: 200, message: 'OK', result: { student_status: 'Draft', student_attachment: [] } });
      },
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // While sending: a bar for the whole request and one per file, each named.
    expect(await screen.findByRole('progressbar', { name: 'Overall upload progress' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading answers-page-1.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading diagram.png' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The upload was cancelled.');
    release();
    expectFormKept();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('[SESSION-FORBID-1] [ERR-GEN-1] a 403 on the upload logs out with the server message', async () => {
    const { user } = await openDetail({ update: () => fail(403, 'You signed in on another device.') });
    await user.upload(chooser(), [realFile('answers.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText('You signed in on another device.')).toBeInTheDocument();
  });

  it('[ASSIGN-SAVE-7] the progress bars follow the bytes sent, per file over the cumulative sizes', async () => {
    const sent: { fire: (loaded: number, total: number) => void; finish: () => void }[] = [];
    class FakeXhr {
      upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
      status = 0;
      responseText = '';
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      ontimeout: (() => void) | null = null;
      onabort: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      abort() {
        this.onabort?.();
      }
      send() {
        sent.push({
          fire: (loaded, total) => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent),
          finish: () => {
            this.status = 200;
            this.responseText = JSON.stringify({ statusCode: 200, message: 'OK', result: { student_status: 'Draft', student_attachment: [] } });
            this.onload?.();
          },
        });
      }
    }
    const { user } = await openDetail();
    await user.upload(chooser(), [realFile('part-a.pdf', 'a'.repeat(300)), realFile('part-b.pdf', 'b'.repeat(100))]);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    // Half the body sent: 200 of the 400 file bytes, so part A is 66% through and part B not started.
    act(() => sent[0]!.fire(500, 1000));
    expect(screen.getByRole('progressbar', { name: 'Overall upload progress' })).toHaveAttribute('value', '50');
    expect(screen.getByRole('progressbar', { name: 'Uploading part-a.pdf' })).toHaveAttribute('value', '66');
    expect(screen.getByRole('progressbar', { name: 'Uploading part-b.pdf' })).toHaveAttribute('value', '0');
    act(() => sent[0]!.fire(900, 1000));
    expect(screen.getByRole('progressbar', { name: 'Uploading part-a.pdf' })).toHaveAttribute('value', '100');
    expect(screen.getByRole('progressbar', { name: 'Uploading part-b.pdf' })).toHaveAttribute('value', '60');
    act(() => sent[0]!.finish());
    expect(await screen.findByText('Upload complete.')).toBeInTheDocument();
  });
});
