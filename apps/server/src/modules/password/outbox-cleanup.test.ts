import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { testClock } from '../../testing/test-clock.ts';
import { EXPIRED_OUTBOX_BODY } from './outbox-cleanup.ts';
import { forgot, latestTemporaryPassword, outboxOf } from './password-test-helpers.ts';
import { TEMPORARY_PASSWORD_LIFETIME_MS } from './temporary-password.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;

describe('the outbox does not keep temporary passwords past their lifetime [PWD-FORGOT-9] (decision 022)', () => {
  it('[PWD-FORGOT-9] a later send blanks the bodies older than 30 minutes, keeps the younger ones, and deletes rows a day old', async () => {
    expect((await forgot(t.app, { user_name: '9000000002' }, '192.0.2.101')).statusCode).toBe(200);
    const diya = await latestTemporaryPassword(db(), 1002);

    t.clock.advance(TEMPORARY_PASSWORD_LIFETIME_MS - 60_000);
    expect((await forgot(t.app, { user_name: '9000000003' }, '192.0.2.102')).statusCode).toBe(200);
    // 29 minutes old: the password still works, so the text stays.
    expect((await outboxOf(db(), 1002))[0]!.body).toContain(diya);

    t.clock.advance(10 * 60_000 + 1000);
    expect((await forgot(t.app, { user_name: '9000000008' }, '192.0.2.103')).statusCode).toBe(200);
    const [blanked] = await outboxOf(db(), 1002);
    expect(blanked).toMatchObject({ recipient: '9000000002', body: EXPIRED_OUTBOX_BODY });
    expect(blanked!.body).not.toContain(diya);
    // Rohan's is 10 minutes old, Aditi's new.
    await latestTemporaryPassword(db(), 1003);
    await latestTemporaryPassword(db(), 1009);

    t.clock.advance(24 * 3600_000 + 1000);
    expect((await forgot(t.app, { user_name: '9000000005' }, '192.0.2.104')).statusCode).toBe(200);
    expect(await outboxOf(db(), 1002)).toEqual([]);
    expect(await outboxOf(db(), 1009)).toEqual([]);
    await latestTemporaryPassword(db(), 1006);
  });

  it('[PWD-FORGOT-9] the start-up sweep blanks what a stopped server left', async () => {
    expect((await forgot(t.app, { user_name: '9000000013' }, '192.0.2.105')).statusCode).toBe(200);
    const tanvi = await latestTemporaryPassword(db(), 1016);
    const later = await createTestApp({ database: t.database, clock: testClock(new Date(t.clock.now().getTime() + TEMPORARY_PASSWORD_LIFETIME_MS + 1000)) });
    try {
      const [row] = await outboxOf(db(), 1016);
      expect(row!.body).toBe(EXPIRED_OUTBOX_BODY);
      expect(row!.body).not.toContain(tanvi);
    } finally {
      await later.close();
    }
  });
});
