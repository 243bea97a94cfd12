import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TLoginRequest } from '@portal/contract';
import { coachingSession, parentSession, profiles, schoolSession, studentChoice } from '../../test/fixtures.ts';
import { currentPath, signIn } from '../../test/login-helpers.ts';
import { fail, loginBodies, ok, sent, server } from '../../test/server.ts';

const LOGIN = '/api/v2/user/v3/login';

/** Answers each login request in turn with the given responses. */
function loginAnswers(...answers: ((body: TLoginRequest) => Response)[]) {
  let i = 0;
  server.use(
    http.post(LOGIN, async ({ request }) => {
      const body = (await request.clone().json()) as TLoginRequest;
      sent.push({ method: 'POST', url: new URL(request.url), headers: request.headers, body });
      const answer = answers[Math.min(i++, answers.length - 1)]!;
      return answer(body);
    }),
  );
}

const toast = (text: string) => screen.findByText(text, { selector: '[role="status"] *' });

describe('login outcomes', () => {
  it('[LOGIN-OUT-3] [LOGIN-OUT-4] [SESSION-STORE-1] a session result signs in, keeps the session and goes to /dashboard', async () => {
    await signIn();
    await waitFor(() => expect(currentPath()).toBe('/my-account/dashboard'));
    const stored = JSON.parse(localStorage.getItem('portal.session') ?? 'null') as { user_id: number } | null;
    expect(stored?.user_id).toBe(schoolSession.user_id);
    expect(localStorage.getItem('portal.session')).not.toContain('demo1234');
    expect(localStorage.getItem('device_id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('[API-LOGIN-1] [API-HDR-1] [API-HDR-3] sends the device id, source WEB and the TimeZone and Source headers', async () => {
    await signIn();
    await waitFor(() => expect(loginBodies()).toHaveLength(1));
    const request = sent.find((r) => r.url.pathname === LOGIN)!;
    expect(request.headers.get('Source')).toBe('WEB');
    expect(request.headers.get('TimeZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(loginBodies()[0]).toMatchObject({ device_id: localStorage.getItem('device_id'), source: 'WEB' });
  });

  it('[LOGIN-OUT-2] [LOGIN-MULTI-1] [LOGIN-MULTI-2] [LOGIN-MULTI-4] the profile dialog re-sends the login with the chosen profile', async () => {
    loginAnswers(() => ok(profiles), () => ok(coachingSession));
    const { user } = await signIn('9000000004');
    const dialog = await screen.findByRole('dialog', { name: 'Select Profile' });
    const radios = within(dialog).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(within(dialog).getByRole('radio', { name: /Dev Kumar.*Student.*Apex Coaching Centre/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Ok' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: /Apex/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(currentPath()).toBe('/my-account/dashboard'));
    expect(loginBodies()).toHaveLength(2);
    expect(loginBodies()[1]).toMatchObject({ user_name: '9000000004', password: 'demo1234', user_id: 702, institute_id: 102, user_type: 1 });
  });

  it('[LOGIN-MULTI-6] Cancel in the profile dialog stays on the login page without a request', async () => {
    loginAnswers(() => ok(profiles));
    const { user } = await signIn('9000000004');
    const dialog = await screen.findByRole('dialog', { name: 'Select Profile' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(loginBodies()).toHaveLength(1);
    expect(currentPath()).toBe('/my-account/');
  });

  it('[LOGIN-PARENT-1] the parent-student dialog re-sends the login with the chosen child', async () => {
    loginAnswers(() => ok(studentChoice), () => ok({ ...parentSession, student_details: studentChoice.student_details }));
    const { user } = await signIn('9000000010');
    const dialog = await screen.findByRole('dialog', { name: 'Select Student' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
    await user.click(within(dialog).getByRole('radio', { name: /Anaya/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(currentPath()).toBe('/my-account/dashboard'));
    expect(loginBodies()[1]).toMatchObject({ user_name: '9000000010', student_id: 7002 });
  });

  it('[LOGIN-PARENT-1] [LOGIN-MULTI-6] [issue 12] Cancel in the parent-student dialog ends the session the first answer opened', async () => {
    loginAnswers(() => ok(studentChoice));
    const { user } = await signIn('9000000010');
    const dialog = await screen.findByRole('dialog', { name: 'Select Student' });
    expect(sent.some((r) => r.url.pathname === '/api/v1/alternateLogin/logout')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(sent.some((r) => r.url.pathname === '/api/v1/alternateLogin/logout')).toBe(true));
    expect(loginBodies()).toHaveLength(1);
    expect(currentPath()).toBe('/my-account/');
    expect(localStorage.getItem('portal.session')).toBeNull();
  });

  it('[LOGIN-PARENT-1] [issue 12] a chosen child\'s session does not end: no logout after the re-sent choice', async () => {
    loginAnswers(() => ok(studentChoice), () => ok({ ...parentSession, student_details: studentChoice.student_details }));
    const { user } = await signIn('9000000010');
    const dialog = await screen.findByRole('dialog', { name: 'Select Student' });
    await user.click(within(dialog).getByRole('radio', { name: /Aarav/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(currentPath()).toBe('/my-account/dashboard'));
    expect(sent.some((r) => r.url.pathname === '/api/v1/alternateLogin/logout')).toBe(false);
  });

  it('[LOGIN-OPT-1] [LOGIN-OPT-2] [LOGIN-OPT-7] accepting the take-over re-sends with logout_from_all_devices', async () => {
    loginAnswers(() => ok({ login_option: 10 }), () => ok(schoolSession));
    const { user } = await signIn('9000000005');
    const dialog = await screen.findByRole('dialog', { name: /another device/ });
    expect(within(dialog).getByText('You are already signed in on another device. Use this device and sign out the others?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(currentPath()).toBe('/my-account/dashboard'));
    expect(loginBodies()[1]).toMatchObject({ user_name: '9000000005', logout_from_all_devices: true });
  });

  it('[LOGIN-OPT-3] declining the take-over stays on the login page without a new request', async () => {
    loginAnswers(() => ok({ login_option: 10 }));
    const { user } = await signIn('9000000005');
    const dialog = await screen.findByRole('dialog', { name: /another device/ });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(loginBodies()).toHaveLength(1);
    expect(localStorage.getItem('portal.session')).toBeNull();
  });

  const alerts: [string, unknown, string][] = [
    ['[LOGIN-OPT-4] [LOGIN-ERR-7]', { login_option: 11 }, 'This is not a registered device for your account.'],
    ['[LOGIN-OPT-5] [LOGIN-ERR-7]', { login_option: 13 }, 'Your account is blocked. Please contact your institute.'],
    ['[LOGIN-OUT-5] [LOGIN-ERR-7]', null, 'You are not authorised to log in here. Admins, please use the admin app or website.'],
  ];
  for (const [ids, result, text] of alerts) {
    it(`${ids} [LOGIN-ALERT-1] [LOGIN-ALERT-2] [LOGIN-OPT-7] shows the Alert '${text}' and does not sign in`, async () => {
      loginAnswers(() => ok(result));
      const { user } = await signIn();
      const alert = await screen.findByRole('alertdialog', { name: 'Alert' });
      expect(alert).toHaveTextContent(text);
      expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
      await user.click(within(alert).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(currentPath()).toBe('/my-account/');
      expect(localStorage.getItem('portal.session')).toBeNull();
    });
  }

  it('[LOGIN-ERR-6] [LOGIN-ALERT-3] a message with ": app_link :" opens the Alert with its text and link', async () => {
    loginAnswers(() => fail(400, 'Please use the new app : app_link : https://apps.example/portal'));
    await signIn();
    const alert = await screen.findByRole('alertdialog', { name: 'Alert' });
    expect(alert).toHaveTextContent('Please use the new app');
    expect(within(alert).getByRole('link')).toHaveAttribute('href', 'https://apps.example/portal');
  });

  it('[LOGIN-PARENT-3] [LOGIN-FEE-1] [LOGIN-FEE-2] the fee-dues refusal is a toast', async () => {
    loginAnswers(() => fail(403, 'Kindly clear fees dues to successfully login.', 'FEE_DUES'));
    await signIn('9000000012');
    expect(await toast('Kindly clear fees dues to successfully login.')).toBeInTheDocument();
    expect(localStorage.getItem('portal.session')).toBeNull();
  });

  it('[LOGIN-PARENT-3] a single child who may not log in is refused in the browser too', async () => {
    const blocked = { ...studentChoice.student_details[0]!, is_login_allowed: 0 };
    loginAnswers(() => ok({ ...parentSession, student_id: null, student_details: [blocked] }));
    await signIn('9000000012');
    expect(await toast('Kindly clear fees dues to successfully login.')).toBeInTheDocument();
    expect(currentPath()).toBe('/my-account/');
  });

  it('[LOGIN-ERR-1] [LOGIN-OUT-6] a refused login shows the server message as a toast', async () => {
    loginAnswers(() => fail(401, 'Invalid Login Details', 'INVALID_CREDENTIALS'));
    await signIn('9000000001', 'wrong-password');
    expect(await toast('Invalid Login Details')).toBeInTheDocument();
  });

  it('[LOGIN-ERR-1] a server message the portal has no code for is shown as sent', async () => {
    loginAnswers(() => fail(429, 'Too many sign-in attempts. Try again in 15 minutes.', 'RATE_LIMITED'));
    await signIn();
    expect(await toast('Too many sign-in attempts. Try again in 15 minutes.')).toBeInTheDocument();
  });

  it('[LOGIN-ERR-4] [LOGIN-ERR-5] an empty message shows "please contact institute admin."', async () => {
    loginAnswers(() => fail(500, ''));
    await signIn();
    expect(await toast('please contact institute admin.')).toBeInTheDocument();
  });

  it('[LOGIN-ERR-3] [LOGIN-ERR-5] an answer without a message shows "Invalid Login Details"', async () => {
    loginAnswers(() => new HttpResponse(null, { status: 502 }));
    await signIn();
    expect(await toast('Invalid Login Details')).toBeInTheDocument();
  });

  it('[LOGIN-ERR-2] no answer at all shows "Network Error"', async () => {
    loginAnswers(() => HttpResponse.error());
    await signIn();
    expect(await toast('Network Error')).toBeInTheDocument();
  });

  it('[LOGIN-SCREEN-10] shows a loader while the login call runs', async () => {
    let release: () => void = () => undefined;
    server.use(http.post(LOGIN, () => new Promise<Response>((resolve) => (release = () => resolve(ok(schoolSession))))));
    await signIn();
    expect(await screen.findByRole('progressbar', { name: 'Signing in…' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Login/ })).toBeDisabled();
    release();
    await waitFor(() => expect(currentPath()).toBe('/my-account/dashboard'));
  });

  it('[LOGIN-AY-1] [LOGIN-AY-3] [LOGIN-AY-4] [LOGIN-AY-6] the year popup opens on the login page; Ok switches the year, then /dashboard', async () => {
    loginAnswers(() => ok({ ...coachingSession, acad_yr_id: 99 }));
    const { user } = await signIn();
    const dialog = await screen.findByRole('dialog', { name: 'Select Academic Year' });
    expect(currentPath()).toBe('/my-account/');
    await user.click(within(dialog).getByRole('radio', { name: '2026' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(currentPath()).toBe('/my-account/dashboard'));
    const put = sent.find((r) => r.url.pathname === '/api/v1/session/academic-year');
    expect(put?.method).toBe('PUT');
    expect(put?.body).toEqual({ acad_yr_id: 21 });
    expect(put?.headers.get('Source')).toBe('WEB');
  });

  it('[LOGIN-AY-5] Cancel in the year popup goes on to /dashboard with the current year (decision 008)', async () => {
    loginAnswers(() => ok({ ...coachingSession, acad_yr_id: 99 }));
    const { user } = await signIn();
    const dialog = await screen.findByRole('dialog', { name: 'Select Academic Year' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentPath()).toBe('/my-account/dashboard'));
    expect(sent.some((r) => r.url.pathname === '/api/v1/session/academic-year')).toBe(false);
  });

  it('[LOGIN-AY-2] no year popup when the current year is one of the student\'s years', async () => {
    await signIn();
    await waitFor(() => expect(currentPath()).toBe('/my-account/dashboard'));
    expect(screen.queryByRole('dialog', { name: 'Select Academic Year' })).not.toBeInTheDocument();
  });
});
