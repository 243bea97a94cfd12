import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ATTEMPT_ID } from './testing/panel-fixtures.ts';
import { openPanel, panelServer, questionHeading, savedBatches } from './testing/panel-server.ts';

type Holder = { reject: (error: unknown) => void };
const LOCK = `portal-exam-attempt-${ATTEMPT_ID}`;

/** Web Locks as a browser keeps them across its windows: ifAvailable, steal, release on return. */
function installLocks() {
  const held = new Map<string, Holder>();
  const locks = {
    request(name: string, options: LockOptions, callback: (lock: { name: string } | null) => unknown) {
      return new Promise((resolve, reject) => {
        const current = held.get(name);
        if (current && options.ifAvailable) return void Promise.resolve(callback(null)).then(resolve, reject);
        if (current && options.steal) current.reject(new DOMException('The lock was stolen', 'AbortError'));
        const mine: Holder = { reject };
        held.set(name, mine);
        Promise.resolve(callback({ name })).then((value) => {
          if (held.get(name) === mine) held.delete(name);
          resolve(value);
        }, reject);
      });
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return { held, locks };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks');
  sessionStorage.clear();
});

describe('one window at a time takes an attempt (issue 13: two windows must not drop an answer)', () => {
  it('a second window says the test is open elsewhere, takes nothing, and may take over', async () => {
    const { held } = installLocks();
    held.set(LOCK, { reject: () => undefined }); // the first window
    panelServer();
    const { user } = await openPanel();
    expect(await screen.findByRole('heading', { name: 'This test is open in another window' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue here' }));
    await questionHeading(1);
  });

  it('the window taken over stops: it shows where the test goes on and sends nothing more', async () => {
    const { locks } = installLocks();
    panelServer();
    const { user } = await openPanel();
    await questionHeading(1);
    await user.click(screen.getByRole('radio', { name: 'A 5 m' }));
    await screen.findByText('Saved');
    const before = savedBatches().length;
    void locks.request(LOCK, { steal: true }, () => new Promise(() => undefined)); // another window takes over
    expect(await screen.findByRole('heading', { name: 'This test continues in another window' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(savedBatches()).toHaveLength(before);
  });
});
