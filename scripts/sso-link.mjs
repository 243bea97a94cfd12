// `npm run sso:link -- --login 9000000001 [--redirect /my-account/fees] [--institute 101]`
// prints a single sign-on link for a demo account (decision 018), signed like an institute's
// own system would sign it. The secret of a demo institute comes from the database when
// DATABASE_URL is set, else from DATA_DIR/sso-demo-secrets.json, which the embedded server
// writes at start: PGlite lets one process open a data folder, so this script never opens it
// and works while the server runs. The link's address honours BASE_URL, else PORT.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { signSsoToken } from '../apps/server/src/modules/sso/sso-token.mjs';

export const DEMO_SSO_FILE = 'sso-demo-secrets.json';

const USAGE = 'Usage: npm run sso:link -- --login <phone or email> [--redirect /my-account/fees] [--institute <id>]';

class LinkError extends Error {}

/** The demo secrets and logins, in the shape of the server's demo/sso-secrets-file.ts. */
async function fromDatabase(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const institutes = (
      await client.query('select institute_id as id, secret from sso_issuer where demo order by institute_id')
    ).rows;
    const users = (
      await client.query(
        `select u.institute_id, u.phone, lower(u.email) as email from app_user u
         join sso_issuer s on s.institute_id = u.institute_id and s.demo
         where u.role = 'user' and not u.blocked order by u.id`,
      )
    ).rows;
    const logins = {};
    for (const u of users) {
      for (const login of [u.phone, u.email]) {
        if (!login) continue;
        const at = (logins[login] ??= []);
        if (!at.includes(u.institute_id)) at.push(u.institute_id);
      }
    }
    return { institutes, logins };
  } catch (err) {
    if (err.code === '42P01') throw new LinkError('The database has no single sign-on tables yet: start the portal once (npm start).');
    throw err;
  } finally {
    await client.end();
  }
}

function fromFile(dataDir) {
  const path = join(dataDir, DEMO_SSO_FILE);
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    if (err.code !== 'ENOENT') throw err;
    throw new LinkError(
      `No demo single sign-on secrets at ${path}.\nStart the portal once with this DATA_DIR (npm start): it writes them after creating the demo data.`,
    );
  }
}

export function loadDemoSso(env = process.env, cwd = process.cwd()) {
  if (env.DATABASE_URL) return fromDatabase(env.DATABASE_URL);
  return Promise.resolve(fromFile(resolve(cwd, env.DATA_DIR || './data')));
}

/** The login as the server compares it: no spaces, an email in lower case. */
export function normaliseLogin(login) {
  const compact = login.replace(/\s+/g, '');
  return compact.includes('@') ? compact.toLowerCase() : compact;
}

/** The institute and secret to sign with, or a LinkError saying what to change. */
export function chooseIssuer(demo, login, instituteId) {
  const at = demo.logins[login] ?? [];
  if (at.length === 0) throw new LinkError(`${login} is not an active demo login (see "Demo accounts" in README.md).`);
  let id = instituteId;
  if (id === undefined) {
    if (at.length > 1) throw new LinkError(`${login} has accounts at institutes ${at.join(' and ')}: add --institute <id>.`);
    id = at[0];
  } else if (!at.includes(id)) {
    throw new LinkError(`${login} has no account at institute ${id} (it has: ${at.join(', ')}).`);
  }
  const issuer = demo.institutes.find((i) => i.id === id);
  if (!issuer) throw new LinkError(`Institute ${id} has no demo single sign-on secret.`);
  return issuer;
}

/** The portal's address: BASE_URL (with or without /my-account), else http://localhost:PORT. */
export function portalBase(env = process.env) {
  const base = (env.BASE_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, '').replace(/\/my-account$/, '');
  return `${base}/my-account`;
}

/** A link valid for 5 minutes, usable once. */
export async function ssoLink({ login, redirect, institute }, env = process.env, nowMs = Date.now()) {
  if (!login) throw new LinkError(USAGE);
  if (redirect !== undefined && !/^\/(?!\/)/.test(redirect)) {
    throw new LinkError('--redirect must be a path on the portal, such as /my-account/fees.');
  }
  const instituteId = institute === undefined ? undefined : Number(institute);
  if (instituteId !== undefined && !(Number.isInteger(instituteId) && instituteId > 0)) {
    throw new LinkError('--institute must be an institute id, such as 101.');
  }
  const name = normaliseLogin(login);
  const issuer = chooseIssuer(await loadDemoSso(env), name, instituteId);
  const token = signSsoToken({ inst: issuer.id, login: name, redirect: redirect ?? null }, issuer.secret, nowMs);
  return `${portalBase(env)}/userLogin?token=${encodeURIComponent(token)}`;
}

async function main() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        login: { type: 'string' },
        redirect: { type: 'string' },
        institute: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (err) {
    throw new LinkError(`${err.message}\n${USAGE}`);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  console.log(await ssoLink(values));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err instanceof LinkError ? err.message : err);
    process.exitCode = 1;
  });
}
