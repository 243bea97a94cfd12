// `npm run institute -- create --name "Greenfield School" --type school --host green.localhost
//  [--host another.host] [--timezone Asia/Kolkata] [--language en]` prints the new institute's id;
// `npm run institute -- list`; `npm run institute -- sso-secret --institute ID` makes (or replaces)
// the secret the institute's own system signs sign-on links with, printed once. Runs on DATABASE_URL at any time, on the embedded database with
// the server stopped. An institute created on an empty database means the portal serves it
// alone: no demo data is added then or at any later start (decision 075).
import { parseArgs } from 'node:util';
import { createInstitutesService, InstituteInputError } from '../modules/institutes/institutes.service.ts';
import { createSsoIssuers } from '../modules/sso/sso-issuers.service.ts';
import { openCliDatabase } from './open-database.ts';
import { CommandError, runCommand } from './run-command.ts';

const USAGE = `Usage:
  npm run institute -- create --name "<name>" --type school|coaching --host <host> [--host <host>...] [--timezone Asia/Kolkata] [--language en|fr|hi|de]
  npm run institute -- list
  npm run institute -- sso-secret --institute <id>   (a new sign-on secret, shown once; the old one stops working)`;

await runCommand(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { institute: { type: 'string' }, name: { type: 'string' }, type: { type: 'string' }, host: { type: 'string', multiple: true }, timezone: { type: 'string' }, language: { type: 'string' }, help: { type: 'boolean' } },
  });
  const [command] = positionals;
  if (values.help || !['create', 'list', 'sso-secret'].includes(command ?? '')) throw new CommandError(USAGE);
  const database = await openCliDatabase();
  try {
    const institutes = createInstitutesService({ db: database.db });
    if (command === 'list') {
      for (const i of await institutes.list()) console.log(`${i.id}\t${i.is_school ? 'school' : 'coaching'}\t${i.name}\t${i.hosts.join(' ')}`);
      return;
    }
    if (command === 'sso-secret') {
      const id = Number(values.institute);
      if (!/^\d{1,9}$/.test(values.institute ?? '') || !(await institutes.exists(id))) throw new CommandError(`--institute: give an institute's id (npm run institute -- list).\n${USAGE}`);
      console.log(await createSsoIssuers({ db: database.db }).newSecret(id));
      process.stderr.write(`Sign-on secret of institute ${id}, shown once. Your system signs links with it (HMAC-SHA256; README "Single sign-on"): <portal>/my-account/userLogin?token=...\n`);
      return;
    }
    if (!values.name || !values.type) throw new CommandError(`--name and --type are needed.\n${USAGE}`);
    const id = await institutes.create({ name: values.name, type: values.type, hosts: values.host ?? [], timezone: values.timezone, language: values.language });
    // A string: a number is coloured when FORCE_COLOR is set, and scripts read this line.
    console.log(String(id));
  } finally {
    await database.close();
  }
}, [InstituteInputError]);
