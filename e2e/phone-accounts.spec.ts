import { expect, type Page } from '@playwright/test';
import { loginAs, openLogin, PASSWORD, test } from './fixtures';
import { expectPhoneScreen, PHONE_USE, setLook } from './phone-checks';

// Issue 35 on a 390 x 844 touch phone (decision 092): the forgot-password dialog, the parent of
// two (the Select Student dialog, a child's dashboard) and the coaching pupil, in light English
// and in dark French.
test.use(PHONE_USE);
test.describe.configure({ timeout: 180_000 });

type Texts = { look: string; forgot: string; forgotDialog: string; phone: string; next: string; chooser: string; user: string; password: string; login: string; students: string; close: string };
const EN: Texts = {
  look: 'light-en',
  forgot: 'Forgot Password?',
  forgotDialog: 'Forgot Password',
  phone: 'Mobile number',
  next: 'Continue',
  chooser: 'Forgot Password For:',
  user: 'Email or Phone Number',
  password: 'Password',
  login: 'Login',
  students: 'Select Student',
  close: 'Close',
};
const FR: Texts = {
  look: 'dark-fr',
  forgot: 'Mot de passe oublié ?',
  forgotDialog: 'Mot de passe oublié',
  phone: 'Numéro de mobile',
  next: 'Continuer',
  chooser: 'Mot de passe oublié pour :',
  user: 'E-mail ou numéro de téléphone',
  password: 'Mot de passe',
  login: 'Se connecter',
  students: 'Choisir un élève',
  close: 'Fermer',
};

/** From the login page: the forgot-password dialog and its account chooser (nothing is sent), then the parent's login and child. */
async function forgotThenParent(page: Page, x: Texts, child: RegExp) {
  await expectPhoneScreen(page, `login-${x.look}`);
  await page.getByRole('button', { name: x.forgot }).tap();
  const forgot = page.getByRole('dialog', { name: x.forgotDialog });
  await forgot.getByLabel(x.phone).fill('9000000004');
  await expectPhoneScreen(page, `forgot-password-${x.look}`);
  await forgot.getByRole('button', { name: x.next }).tap();
  const chooser = page.getByRole('dialog', { name: x.chooser });
  await expect(chooser.getByRole('radio')).toHaveCount(2);
  await expectPhoneScreen(page, `forgot-password-chooser-${x.look}`);
  // Escape steps back to the number; Close leaves.
  await page.keyboard.press('Escape');
  await expect(forgot.getByLabel(x.phone)).toBeVisible();
  await forgot.getByRole('button', { name: x.close }).tap();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByLabel(x.user).fill('9000000010');
  await page.getByLabel(x.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: x.login }).tap();
  const students = page.getByRole('dialog', { name: x.students });
  await expect(students.getByRole('radio')).toHaveCount(2);
  await expectPhoneScreen(page, `select-student-${x.look}`);
  await students.getByRole('radio', { name: child }).check();
  await students.getByRole('button', { name: 'Ok' }).tap();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await expectPhoneScreen(page, `parent-dashboard-${x.look}`);
}

test('[issue 35] forgot password and the parent of two on a phone: the dialogs and a child’s dashboard, light and dark, English and French', async ({ page }) => {
  await openLogin(page);
  await forgotThenParent(page, EN, /Aarav/);

  // Dark and French, then out and in again as the other child's parent.
  await setLook(page, { theme: 'Dark', language: 'Français' });
  await page.getByRole('banner').getByRole('button', { name: 'Profil' }).tap();
  await page.getByRole('dialog').getByRole('button', { name: 'Déconnexion' }).tap();
  await expect(page.getByRole('button', { name: FR.login })).toBeVisible();
  // The server's English answer, said in French [SESSION-LOGOUT-9].
  await expect(page.getByRole('status').filter({ hasText: 'Déconnexion réussie' })).toBeVisible();
  await forgotThenParent(page, FR, /^(?!.*Aarav)/);
});

/** The coaching pupil's dashboard, a course's study material and today's live classes. */
async function coachingScreens(page: Page, look: string) {
  // On the coaching institute's own host.
  const open = (path: string) => page.goto(new URL(`/my-account/${path}`, page.url()).href);
  await open('dashboard');
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await expectPhoneScreen(page, `coaching-home-${look}`);

  await open('studymaterial');
  const groups = page.getByRole('main').getByRole('group');
  await expect(groups.first().getByRole('button').first()).toBeVisible();
  await expectPhoneScreen(page, `coaching-study-courses-${look}`);
  await groups.first().getByRole('button').first().tap();
  await groups.nth(1).getByRole('button').first().tap();
  // Down the first topics until a material shows.
  const material = page.getByRole('article').first();
  for (let depth = 0; depth < 4 && !(await material.isVisible()); depth++) {
    const closed = page.getByRole('main').locator('button[aria-expanded="false"]').first();
    await closed.tap();
    await expect(page.getByRole('main').locator('button[aria-expanded="true"]')).toHaveCount(depth + 1);
  }
  await expect(material).toBeVisible();
  await expectPhoneScreen(page, `coaching-study-materials-${look}`);

  await open('live');
  await expect(page.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
  await expectPhoneScreen(page, `coaching-live-${look}`);
}

test('[issue 35] the coaching pupil on a phone: dashboard, study material and live classes, light and dark, English and French', async ({ page }) => {
  await loginAs(page, '9000000002', 'coaching.localhost');
  await coachingScreens(page, 'light-en');
  await setLook(page, { theme: 'Dark', language: 'Français' });
  await coachingScreens(page, 'dark-fr');
});
