// `npm run apikey -- create --institute ID --name "nightly sync" [--scopes write:*,read:*]` prints
// a key of the integration API once (only its hash is kept); `list [--institute ID]`;
// `revoke KEY_ID` (refused from the next call on). Same database rules as `npm run institute`.
import { parseArgs } from 'node:util';
import { KNOWN_SCOPES } from '@portal/contract';
import { systemClock } from '../clock.ts';
import { ApiKeyInputError, createApiKeysService } from '../modules/api-keys/api-keys.service.ts';
import { createInstitutesService } from '../modules/institutes/institutes.service.ts';
import { openCliDatabase } from './open-database.ts';
import { CommandError, runCommand } from './run-command.ts';

const USAGE = `Usage:
  npm run apikey -- create --institute <id> --name "<what uses it>" [--scopes <scope>,<scope>...]
  npm run apikey -- list [--institute <id>]
  npm run apikey -- revoke <key id>
Scopes (default write:*,read:*): ${KNOWN_SCOPES.join(', ')}`;

const idOf = (text: string | undefined, flag: string): number => {
  if (!text || !/^\d{1,9}$/.test(text)) throw new CommandError(`${flag}: expected a number.\n${USAGE}`);
  return Number(text);
};

await runCommand(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { institute: { type: 'string' }, name: { type: 'string' }, scopes: { type: 'string' }, help: { type: 'boolean' } },
  });
  const [command, arg] = positionals;
  if (values.help || !['create', 'list', 'revoke'].includes(command ?? '')) throw new CommandError(USAGE);
  const database = await openCliDatabase();
  try {
    const keys = createApiKeysService({ db: database.db, clock: systemClock });
    if (command === 'list') {
      const institute = values.institute === undefined ? undefined : idOf(values.institute, '--institute');
      for (const k of await keys.list(institute)) {
        const state = k.revoked_at ? `revoked ${k.revoked_at.toISOString()}` : `last used ${k.last_used_at?.toISOString() ?? 'never'}`;
        console.log(`${k.id}\tinstitute ${k.institute_id}\t${k.prefix}...\t${k.name}\t${k.scopes.join(',')}\t${state}`);
      }
      return;
    }
    if (command === 'revoke') {
      if (!(await keys.revoke(idOf(arg, 'key id')))) throw new CommandError(`No live key ${arg}.`);
      console.log(`Key ${arg} revoked.`);
      return;
    }
    const institute = idOf(values.institute, '--institute');
    if (!(await createInstitutesService({ db: database.db }).exists(institute))) throw new CommandError(`--institute: there is no institute ${institute} (npm run institute -- list).`);
    if (!values.name) throw new CommandError(`--name is needed.\n${USAGE}`);
    const scopes = values.scopes?.split(',').map((s) => s.trim()).filter(Boolean);
    const { id, key } = await keys.create(institute, values.name, scopes);
    console.log(key);
    process.stderr.write(`Key ${id} for institute ${institute}. It is shown once: keep it in your integration's secret store.\n`);
  } finally {
    await database.close();
  }
}, [ApiKeyInputError]);
