import { expect, type Page } from '@playwright/test';
import { indiaToday } from './clock';
import { loginAs, test } from './fixtures';
import { expectPhoneScreen, PHONE_USE, setLook } from './phone-checks';

// Issue 35 on a 390 x 844 touch phone (decision 092): the school pupil's screens no other phone
// journey covers, read in light English, then again in dark French as a pupil who changes them
// would: messages, the study library (courses, a topic's materials), live classes (today, a
// class's recordings), a class's attendance from the timetable, the homework list, bookmarks and
// the change-password dialog.
test.use(PHONE_USE);
test.describe.configure({ timeout: 240_000 });

type Texts = {
  look: string;
  standards: string;
  subjects: string;
  past: string;
  recordings: RegExp;
  recordingsDialog: RegExp;
  attendance: string;
  attendanceDialog: RegExp;
  ongoing: RegExp;
  bookmarks: string;
  changePassword: string;
  changePasswordDialog: string;
};
const EN: Texts = {
  look: 'light-en',
  standards: 'Standards',
  subjects: 'Subjects',
  past: 'Past classes',
  recordings: /^Recordings of /,
  recordingsDialog: /^Recordings: /,
  attendance: 'View attendance',
  attendanceDialog: /^Attendance/,
  ongoing: /^Ongoing \(\d+\)$/,
  bookmarks: 'Bookmarked Questions',
  changePassword: 'Change password',
  changePasswordDialog: 'Change Password',
};
const FR: Texts = {
  look: 'dark-fr',
  standards: 'Classes',
  subjects: 'Matières',
  past: 'Cours passés',
  recordings: /^Enregistrements de /,
  recordingsDialog: /^Enregistrements : /,
  attendance: 'Voir la présence',
  attendanceDialog: /^Présence/,
  ongoing: /^En cours \(\d+\)$/,
  bookmarks: 'Questions enregistrées',
  changePassword: 'Changer le mot de passe',
  changePasswordDialog: 'Changer le mot de passe',
};

const open = (page: Page, path: string) => page.goto(`/my-account/${path}`);

/** Every screen of the journey, in whatever theme and language are on. */
async function readScreens(page: Page, x: Texts) {
  await open(page, 'messages');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectPhoneScreen(page, `messages-${x.look}`);

  // The study library: the course list, then a topic's materials.
  await open(page, 'studymaterial');
  const standards = page.getByRole('group', { name: x.standards });
  await expect(standards.getByRole('button').first()).toBeVisible();
  await expectPhoneScreen(page, `study-courses-${x.look}`);
  await standards.getByRole('button', { name: 'Class 8 CBSE' }).tap();
  await page.getByRole('group', { name: x.subjects }).getByRole('button', { name: 'Mathematics' }).tap();
  await page.getByRole('button', { name: /^Rational Numbers\b/ }).first().tap();
  await expect(page.getByRole('article', { name: 'Rational numbers: summary notes' })).toBeVisible();
  await expectPhoneScreen(page, `study-materials-${x.look}`);

  // Live classes: today's list, then a past class's recordings.
  await open(page, 'live');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectPhoneScreen(page, `live-today-${x.look}`);
  await page.getByRole('tab', { name: x.past }).tap();
  await page.getByRole('button', { name: x.recordings }).first().tap();
  const recordings = page.getByRole('dialog', { name: x.recordingsDialog });
  await expect(recordings.getByRole('button').first()).toBeVisible();
  await expectPhoneScreen(page, `live-recordings-${x.look}`);
  await page.keyboard.press('Escape');
  await expect(recordings).toHaveCount(0);

  // A class's attendance, from today's list of the timetable.
  await open(page, 'timetable');
  await page.getByRole('table').getByRole('button', { name: new RegExp(`^${Number(indiaToday().slice(8))}(\\D|$)`) }).tap();
  await page.getByRole('button', { name: x.attendance }).first().tap();
  const attendance = page.getByRole('dialog', { name: x.attendanceDialog });
  await expect(attendance.getByText(/\d+\/\d+/).first()).toBeVisible();
  await expectPhoneScreen(page, `attendance-${x.look}`);
  await page.keyboard.press('Escape');
  await expect(attendance).toHaveCount(0);

  await open(page, 'assignment');
  await expect(page.getByRole('tab', { name: x.ongoing })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Science project: Model of the solar system' })).toBeVisible();
  await expectPhoneScreen(page, `homework-list-${x.look}`);

  await open(page, 'report?view=bookmarks');
  await expect(page.getByRole('list', { name: x.bookmarks }).getByRole('listitem').first()).toBeVisible();
  await expectPhoneScreen(page, `bookmarks-${x.look}`);

  await open(page, 'Profile');
  await page.getByRole('button', { name: x.changePassword }).tap();
  const password = page.getByRole('dialog', { name: x.changePasswordDialog });
  await expect(password.getByRole('button').last()).toBeVisible();
  await expectPhoneScreen(page, `change-password-${x.look}`);
  await page.keyboard.press('Escape');
  await expect(password).toHaveCount(0);
}

test('[issue 35] a school pupil’s messages, study library, live classes, attendance, homework, bookmarks and password on a phone, light and dark, English and French', async ({ page }) => {
  await loginAs(page, '9000000001');
  await readScreens(page, EN);
  await setLook(page, { theme: 'Dark', language: 'Français' });
  await readScreens(page, FR);
});
