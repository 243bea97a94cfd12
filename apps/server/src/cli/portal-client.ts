import { CommandError } from './run-command.ts';

export type PortalClient = {
  /** Sends a call of the integration API; a refusal becomes a CommandError with the server's message. */
  call(method: string, path: string, init?: { body?: BodyInit; type?: string }): Promise<Response>;
  json<T>(method: string, path: string, init?: { body?: BodyInit; type?: string }): Promise<T>;
};

const SETUP = `Set PORTAL_URL (the portal's address, e.g. http://localhost:3000) and PORTAL_API_KEY (npm run apikey -- create).
The key is read from the environment only, so it stays out of the shell's history and the process list.`;

/**
 * The command line's way to a running portal (the embedded database allows one process, so the
 * import and export commands talk HTTP, like any institute's system would).
 */
export function portalClient(env: NodeJS.ProcessEnv = process.env): PortalClient {
  const base = (env.PORTAL_URL ?? '').trim().replace(/\/+$/, '');
  const key = (env.PORTAL_API_KEY ?? '').trim();
  if (!/^https?:\/\/[^\s]+$/.test(base) || !key) throw new CommandError(SETUP);
  async function call(method: string, path: string, init: { body?: BodyInit; type?: string } = {}): Promise<Response> {
    let res: Response;
    try {
      res = await fetch(`${base}/api/ingest/v1${path}`, { method, body: init.body, headers: { authorization: `Bearer ${key}`, ...(init.type ? { 'content-type': init.type } : {}) } });
    } catch (err) {
      throw new CommandError(`Could not reach the portal at ${base}: ${(err as Error & { cause?: Error }).cause?.message ?? (err as Error).message}. Is it running?`);
    }
    if (res.status >= 400) {
      const text = await res.text();
      let message = text;
      try {
        message = (JSON.parse(text) as { message?: string }).message ?? text;
      } catch {
        // not JSON: the text as it came
      }
      throw new CommandError(`The portal refused it (${res.status}): ${message}`);
    }
    return res;
  }
  return { call, json: async <T>(method: string, path: string, init?: { body?: BodyInit; type?: string }) => (await (await call(method, path, init)).json()) as T };
}
