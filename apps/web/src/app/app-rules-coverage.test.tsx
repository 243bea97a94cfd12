import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TSwitchYearRequest } from '@portal/contract';
import { schoolSession } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { sent, server } from '../test/server.ts';

// Routing, logout and year-switch rules that no test named yet (issue 33).

const path = () => window.location.pathname;
const loginButton = () => screen.findByRole('button', { name: 'Login' });

describe('public routes', () => {
  it('[ROUTE-PUB-1] /my-account/ shows the sign-in screen to a visitor without a session, and stays there', async () => {
    await renderApp('/');
    expect(await loginButton()).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(path()).toBe('/my-account/');
    expect(localStorage.getItem('portal.session')).toBeNull();
  });

  it('[ROUTE-PUB-4] reading A (decision 003): /errorPage opens without a session, with no redirect to /', async () => {
    await renderApp('/errorPage');
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong.' })).toBeInTheDocument();
    expect(path()).toBe('/my-account/errorPage');
  });

  it('[ROUTE-PUB-4] reading A (decision 003): /userLogin without a token is served to a visitor (user id 0) in place', async () => {
    await renderApp('/userLogin', { session: { ...schoolSession, user_id: 0 } });
    expect(await loginButton()).toBeInTheDocument();
    expect(path()).toBe('/my-account/userLogin');
  });
});

describe('logout', () => {
  async function logOutFromPopup() {
    localStorage.setItem('alreadyLoggedIn', 'true');
    // Another tab than the first, so the reset is seen.
    localStorage.setItem('productTab', 'prod_completed');
    const { user } = await renderApp('/dashboard', { session: schoolSession });
    await user.click(await screen.findByRole('button', { name: 'Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'My Account' });
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await loginButton();
  }

  it('[SESSION-LOGOUT-3] logout removes the already-logged-in flag from local storage', async () => {
    await logOutFromPopup();
    expect(localStorage.getItem('alreadyLoggedIn')).toBeNull();
  });

  it('[SESSION-LOGOUT-4] logout puts the products tab back to prod_ongoing', async () => {
    await logOutFromPopup();
    expect(localStorage.getItem('productTab')).toBe('prod_ongoing');
  });
});

describe('academic-year switch', () => {
  it('[SESSION-AY-3] departure: no SWITCH_ACAD_YEAR_NEW action; the switch is one PUT whose answered session replaces the stored one (decision 002)', async () => {
    // The server's answer differs from a local rewrite of the year: its dates come with it.
    server.use(
      http.put('/api/v1/session/academic-year', async ({ request }) => {
        const body = (await request.clone().json()) as TSwitchYearRequest;
        sent.push({ method: 'PUT', url: new URL(request.url), headers: request.headers, body });
        return HttpResponse.json({ statusCode: 200, message: 'OK', result: { ...schoolSession, acad_yr_id: body.acad_yr_id, ay_start_date: '2025-04-01', ay_end_date: '2026-03-31' } });
      }),
    );
    const { user } = await renderApp('/fees', { session: schoolSession });
    await screen.findByRole('navigation', { name: 'Main menu' });
    const before = sent.length;
    await user.selectOptions(screen.getByLabelText('Academic Year'), '11');
    await waitFor(() => expect(path()).toBe('/my-account/dashboard'));
    const switchCalls = sent.slice(before).filter((r) => r.method !== 'GET');
    expect(switchCalls.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['PUT /api/v1/session/academic-year']);
    expect(switchCalls[0]?.body).toEqual({ acad_yr_id: 11 });
    expect(JSON.parse(localStorage.getItem('portal.session') ?? '{}')).toMatchObject({ acad_yr_id: 11, ay_start_date: '2025-04-01', ay_end_date: '2026-03-31' });
  });
});
