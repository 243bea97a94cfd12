import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parentSession } from '../../test/fixtures.ts';
import { attachment, detail, fakeFile, MB, openDetail, realFile, updates } from './testing/assign-server.ts';

const chooser = () => screen.getByLabelText('Choose files');
const dropZone = () => screen.getByRole('group', { name: 'Choose files or drop them here' });
const drop = (files: File[]) => fireEvent.drop(dropZone(), { dataTransfer: { files, types: ['Files'] } });
const toast = (text: string) => screen.findByText(text, { selector: '[role="status"] p' });
const newFiles = () => screen.queryByRole('list', { name: 'Files to upload' });
const newLinks = () => screen.queryByRole('list', { name: 'Links to add' });
const twenty = () => Array.from({ length: 20 }, (_, i) => realFile(`page-${i + 1}.pdf`));

async function addLink(user: Awaited<ReturnType<typeof openDetail>>['user'], url: string, name: string) {
  const form = screen.getByRole('form', { name: 'Add a link' });
  const urlBox = within(form).getByLabelText('Link URL');
  const nameBox = within(form).getByLabelText('Link name');
  await user.clear(urlBox);
  if (url) await user.type(urlBox, url);
  await user.clear(nameBox);
  if (name) await user.type(nameBox, name);
  await user.click(within(form).getByRole('button', { name: 'Add link' }));
}

describe('submission limits, checked before anything is sent', () => {
  it('[ASSIGN-UPLOAD-1] Save or Submit with no file, kept attachment or link says so and sends nothing', async () => {
    const { user } = await openDetail();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await toast('Please upload at least one file or add a link')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(updates).toEqual([]);
  });

  it('[ASSIGN-UPLOAD-4] a 21st file is refused with the spec text and none of the picked files is added', async () => {
    const { user } = await openDetail();
    await user.upload(chooser(), twenty());
    expect(within(newFiles()!).getAllByRole('listitem')).toHaveLength(20);
    await user.upload(chooser(), [realFile('page-21.pdf')]);
    expect(within(dropZone()).getByRole('alert')).toHaveTextContent('You can only upload up to 20 files');
    expect(within(newFiles()!).getAllByRole('listitem')).toHaveLength(20);
  });

  it('[ASSIGN-UPLOAD-4] kept files count towards the 20 (decision 025)', async () => {
    const kept = Array.from({ length: 19 }, (_, i) => attachment(600 + i, `saved-${i}.pdf`));
    const { user } = await openDetail({ item: detail(31, { student_status: 'Draft' }), attachments: kept });
    await user.upload(chooser(), [realFile('a.pdf'), realFile('b.pdf')]);
    expect(within(dropZone()).getByRole('alert')).toHaveTextContent('You can only upload up to 20 files');
    expect(newFiles()).toBeNull();
  });

  it('[ASSIGN-UPLOAD-2] [ASSIGN-UPLOAD-3] new files over 150 MB in total are refused', async () => {
    const { user } = await openDetail();
    await user.upload(chooser(), [fakeFile('lecture.mp4', 100 * MB, 'video/mp4')]);
    expect(within(newFiles()!).getByText('lecture.mp4')).toBeInTheDocument();
    await user.upload(chooser(), [fakeFile('lab.mp4', 50 * MB + 1, 'video/mp4')]);
    expect(within(dropZone()).getByRole('alert')).toHaveTextContent('The total size of your files can be at most 150 MB');
    expect(within(newFiles()!).getAllByRole('listitem')).toHaveLength(1);
    // Exactly 150 MB in all is allowed.
    await user.upload(chooser(), [fakeFile('lab.mp4', 50 * MB, 'video/mp4')]);
    expect(within(newFiles()!).getAllByRole('listitem')).toHaveLength(2);
    expect(within(dropZone()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('[ASSIGN-UPLOAD-5] [ASSIGN-UPLOAD-7] a dropped file of another type (audio, a program) is refused; allowed types are accepted', async () => {
    await openDetail();
    drop([realFile('song.mp3', 'ID3', 'audio/mpeg')]);
    expect(await within(dropZone()).findByRole('alert')).toHaveTextContent('Allowed files: Word, Excel, PowerPoint, text, PDF, images');
    drop([realFile('setup.exe', 'MZ', 'application/octet-stream')]);
    expect(within(dropZone()).getByRole('alert')).toHaveTextContent('Allowed files');
    expect(newFiles()).toBeNull();
    drop(['essay.docx', 'marks.xlsx', 'slides.pptx', 'notes.txt', 'scan.jpg', 'diagram.png', 'clip.m4v'].map((n) => realFile(n)));
    expect(within(newFiles()!).getAllByRole('listitem')).toHaveLength(7);
    expect(chooser()).toHaveAttribute('accept', expect.stringContaining('.pdf'));
    expect(chooser()).toHaveAttribute('multiple');
  });

  it('[ASSIGN-UPLOAD-1] an empty file is refused (decision 025)', async () => {
    await openDetail();
    drop([new File([], 'blank.pdf', { type: 'application/pdf' })]);
    expect(await within(dropZone()).findByRole('alert')).toHaveTextContent('This file is empty');
  });

  it('[ASSIGN-LINK-3] [ASSIGN-LINK-4] a bad URL and a bad name are told under their fields; a good link is added', async () => {
    const { user } = await openDetail();
    await addLink(user, 'javascript:alert(1)', 'Notes');
    const form = screen.getByRole('form', { name: 'Add a link' });
    expect(within(form).getByText('Please enter valid url!')).toBeInTheDocument();
    expect(within(form).getByLabelText('Link URL')).toHaveAttribute('aria-invalid', 'true');
    await addLink(user, 'https://example.org/notes', '   ');
    expect(within(form).getByText('Please enter valid url name')).toBeInTheDocument();
    await addLink(user, 'https://example.org/notes', 'x'.repeat(51));
    expect(within(form).getByText('Please enter valid url name')).toBeInTheDocument();
    await addLink(user, 'https://example.org/notes', 'My class notes');
    expect(within(newLinks()!).getByText('My class notes')).toBeInTheDocument();
    expect(within(form).queryByText('Please enter valid url name')).not.toBeInTheDocument();
  });

  it('[ASSIGN-LINK-1] [ASSIGN-LINK-2] the add-link form hides once 5 links exist, kept ones included, and comes back after a removal', async () => {
    const kept = [1, 2].map((i) => attachment(700 + i, `Saved link ${i}`, { size: null, attachment_url: `https://example.org/${i}` }));
    const { user } = await openDetail({ item: detail(32, { student_status: 'Draft' }), attachments: kept });
    for (const i of [3, 4, 5]) await addLink(user, `https://example.org/${i}`, `Link ${i}`);
    expect(screen.queryByRole('form', { name: 'Add a link' })).not.toBeInTheDocument();
    expect(screen.getByText('You have added 5 links, the most allowed.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Saved link 1' }));
    expect(screen.getByRole('form', { name: 'Add a link' })).toBeInTheDocument();
  });

  it('[ASSIGN-REMARK-1] the remark takes at most 200 characters, with a counter', async () => {
    const { user } = await openDetail();
    const remark = screen.getByLabelText('Your remarks');
    expect(remark).toHaveAccessibleDescription('0 of 200 characters');
    expect(remark).toHaveAttribute('maxLength', '200');
    await user.type(remark, 'Done');
    expect(remark).toHaveAccessibleDescription('4 of 200 characters');
  });

  it('[ASSIGN-PARENT-1] [ASSIGN-PARENT-2] a parent gets the not-allowed message on Save and on Submit; nothing is sent', async () => {
    const { user } = await openDetail({ session: parentSession });
    await user.upload(chooser(), [realFile('answers.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await toast('Parents are not allowed to submit the assignment')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(updates).toEqual([]);
  });
});
