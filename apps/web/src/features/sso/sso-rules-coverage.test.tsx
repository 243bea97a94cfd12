import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { schoolSession } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { sent, server, setServerSession } from '../../test/server.ts';
import { SSO_LANDING_DELAY_MS } from './sso-entry.tsx';
import { passLandingDelay, ssoHandler, ssoResult } from './testing/sso-server.ts';

// The login-via-token year rules (issue 33): a token login chooses the year itself (decision 019).

afterEach(() => sessionStorage.clear());

const path = () => window.location.pathname;
const yearSwitches = () => sent.filter((r) => r.url.pathname === '/api/v1/session/academic-year');

describe('the year of a token login', () => {
  it('[LOGIN-TOKEN-1] [LOGIN-TOKEN-4] no year popup: the session goes on with the current year it was opened in, with no switch call (decision 019)', async () => {
    // The current year (99) is not among the student's: a password login would ask [LOGIN-AY-1].
    const outsideYears = { ...schoolSession, acad_yr_id: 99 };
    server.use(
      ssoHandler(ssoResult({ redirect_url: null })),
      http.post('/api/v2/user/v3/login', () => HttpResponse.json({ statusCode: 200, message: 'OK', result: outsideYears })),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderApp('/userLogin?token=year-1');
    // The fake server's session (renderApp resets it): the reload check on the dashboard reads it.
    setServerSession(outsideYears);
    await waitFor(() => expect(sessionStorage.getItem('loginViaToken')).toBe('true'));
    expect(screen.queryByRole('dialog', { name: 'Select Academic Year' })).not.toBeInTheDocument();
    await passLandingDelay(SSO_LANDING_DELAY_MS);
    await waitFor(() => expect(path()).toBe('/my-account/dashboard'));
    expect(screen.queryByRole('dialog', { name: 'Select Academic Year' })).not.toBeInTheDocument();
    expect(yearSwitches()).toEqual([]);
    expect(JSON.parse(localStorage.getItem('portal.session') ?? '{}')).toMatchObject({ acad_yr_id: 99 });
  });
});
