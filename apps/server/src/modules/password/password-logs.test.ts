import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { loggerOptions } from '../../plugins/logging.ts';
import { openTestDatabase } from '../../testing/create-test-app.ts';
import { PASSWORD, signIn } from '../../testing/login-helpers.ts';
import { changePwd, forgot, latestTemporaryPassword } from './password-test-helpers.ts';
import { appWithCapturedLogs } from '../../testing/log-capture.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('password calls in the logs (decision 022)', () => {
  it('[API-PWD-1] [API-PWD-2] no existing, new or temporary password reaches a log line; the queued SMS is logged without it', async () => {
    const { app, lines } = await appWithCapturedLogs(database);
    const { token } = await signIn(app, '9000000002');
    const body = { institute_id: 102, username: '9000000002', userid: 1002 };
    await changePwd(app, token!, { ...body, oldPassword: 'Wrong-Existing-1', newPassword: 'Amber-Falcon-Ridge-5' });
    await changePwd(app, token!, { ...body, oldPassword: PASSWORD, newPassword: 'Amber-Falcon-Ridge-5' });
    await forgot(app, { user_name: '9000000004', user_id: 1004, institute_id: 101 });
    const temporary = await latestTemporaryPassword(database.db, 1004);
    await signIn(app, '9000000004', { password: temporary });
    await app.close();

    const log = lines.join('');
    expect(log).toContain('/api/v1/changePwd');
    expect(log).toContain('temporary password queued for user 1004 (phone ******0004)');
    for (const secret of [PASSWORD, 'Wrong-Existing-1', 'Amber-Falcon-Ridge-5', temporary]) expect(log).not.toContain(secret);
  });

  it('[API-PWD-2] the logger censors the change-password fields wherever a body is logged', () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
    const fields = { oldPassword: 'Old-Secret-1', newPassword: 'New-Secret-2' };
    app.log.info({ body: fields }, 'a body');
    app.log.info({ payload: fields }, 'anything else');
    const log = lines.join('');
    expect(log.match(/\[REDACTED\]/g)).toHaveLength(4);
    expect(log).not.toContain('Old-Secret-1');
    expect(log).not.toContain('New-Secret-2');
  });
});
