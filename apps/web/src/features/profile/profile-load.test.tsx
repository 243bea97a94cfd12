import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail } from '../../test/server.ts';
import { detailHandler, openProfile } from './testing/profile-server.ts';

const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));

describe('profile load failure', () => {
  it('[PROFILE-LOAD-2] [ERR-GEN-2] [ERR-GEN-3] the server’s message: an error toast, a blocking backdrop, and the dashboard after 2 seconds', async () => {
    await openProfile({ fakeAllTimers: true, settle: false, handlers: [detailHandler(() => fail(404, 'Student not found'))] });
    const backdrop = await screen.findByRole('alert');
    expect(backdrop).toHaveTextContent('Student not found');
    expect(backdrop).toHaveTextContent('Returning to the dashboard…');
    // Shown once: the query cache does not toast it a second time.
    expect(toasts().getAllByRole('status').map((s) => s.textContent)).toEqual(['Student not found']);
    expect(window.location.pathname).toBe('/my-account/Profile');
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(window.location.pathname).toBe('/my-account/Profile');
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(window.location.pathname).toBe('/my-account/dashboard'));
  });

  it('[PROFILE-LOAD-2] [ERR-GEN-3] [ERR-GEN-5] [ERR-STATUS-2] a failure without a message leaves too, with the status text', async () => {
    await openProfile({ fakeAllTimers: true, settle: false, handlers: [detailHandler(() => new Response(null, { status: 400 }))] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Bad Request');
    expect(toasts().getByText('Bad Request')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Education' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(window.location.pathname).toBe('/my-account/dashboard'));
  });
});
