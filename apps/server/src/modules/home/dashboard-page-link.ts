import type { FastifyRequest } from 'fastify';
import type { SessionContext } from '../../session-context.ts';
import type { HomeService } from './home.service.ts';

/** A URI reference that cannot close the header's <...> or break the header (no <, >, quotes, spaces, controls). */
const SAFE_REFERENCE = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]{1,2048}$/;

/**
 * The dashboard's page, reloaded or opened from a bookmark while signed in, names its largest
 * picture (the first banner) in a Link header: the browser fetches it with the page's scripts
 * instead of after them, the app's start-up and the banners call (issue 14, the dashboard's LCP
 * on a phone; decision 067). Any other screen, no session, no banner: no header.
 */
export function createDashboardPageLink(deps: { home: HomeService; sessionOfPage: (request: FastifyRequest) => Promise<SessionContext | null> }) {
  return async (request: FastifyRequest, screen: string): Promise<string | null> => {
    if (screen !== 'dashboard') return null;
    const session = await deps.sessionOfPage(request);
    if (!session) return null;
    const url = await deps.home.firstBannerUrl(session);
    if (!url || !SAFE_REFERENCE.test(url)) return null;
    return `<${url}>; rel=preload; as=image; fetchpriority=high`;
  };
}
