import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parentSession, schoolSession } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const TEXT = 'You signed in with a temporary password. Set a new password now.';

describe('temporary-password banner', () => {
  it('[PWD-CHANGE-12] a session opened with a temporary password asks for a new one, with the button to set it', async () => {
    await renderApp('/dashboard', { session: { ...schoolSession, password_reset_pending: true } });
    const banner = await screen.findByText(TEXT);
    expect(banner.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeInTheDocument();
  });

  it('[PWD-CHANGE-12] a parent session opened with a temporary password sees it too (decision 020 reading A)', async () => {
    await renderApp('/dashboard', { session: { ...parentSession, password_reset_pending: true } });
    expect(await screen.findByText(TEXT)).toBeInTheDocument();
  });

  it('[PWD-CHANGE-12] no banner without the flag, or with it false', async () => {
    for (const session of [schoolSession, { ...schoolSession, password_reset_pending: false }]) {
      const view = await renderApp('/dashboard', { session });
      await screen.findByRole('heading', { level: 1, name: 'Home' });
      expect(screen.queryByText(TEXT)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Set new password' })).not.toBeInTheDocument();
      view.unmount();
    }
  });
});
