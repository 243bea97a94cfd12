import { safeExternalUrl } from '../shell/social.ts';

/** The landing screens a banner may name, as the contract spells them. */
export type LandingScreen = 'TIMETABLE' | 'STUDY_MATERIAL' | 'LIVE_CLASS' | 'EXAM' | 'DOCUMENT' | 'ASSIGNMENT' | 'PRODUCT' | 'REPORT';

const LANDING_PATHS: Record<LandingScreen, string> = {
  TIMETABLE: '/timetable',
  STUDY_MATERIAL: '/studymaterial',
  LIVE_CLASS: '/live',
  EXAM: '/exam',
  DOCUMENT: '/document',
  ASSIGNMENT: '/assignment',
  PRODUCT: '/product',
  REPORT: '/report',
};

/**
 * The portal path of a landing screen: each maps to exactly one of the eight paths
 * [HOME-BANNER-7]; the values are ours [HOME-BANNER-9]. Null for anything else.
 */
export function landingPath(landScr: string | null | undefined): string | null {
  if (!landScr) return null;
  return Object.hasOwn(LANDING_PATHS, landScr) ? LANDING_PATHS[landScr as LandingScreen] : null;
}

export type BannerLike = { is_redir: boolean; red_link: string | null; land_scr: string | null };
export type BannerTarget = { kind: 'internal'; path: string } | { kind: 'external'; href: string };

/**
 * Where a banner click leads. Off is_redir: nowhere [HOME-BANNER-5]; on: it navigates
 * [HOME-BANNER-6]. Decision for [HOME-BANNER-8]: the landing screen first (inside the portal),
 * else red_link when it is a safe http(s) address; a `javascript:` link stays inert.
 */
export function bannerTarget(banner: BannerLike): BannerTarget | null {
  if (!banner.is_redir) return null;
  const path = landingPath(banner.land_scr);
  if (path) return { kind: 'internal', path };
  const href = safeExternalUrl(banner.red_link);
  if (href && /^https?:/i.test(href)) return { kind: 'external', href };
  return null;
}

/** At most the first 5 banners are shown [HOME-BANNER-2]. */
export const MAX_BANNERS = 5;

export function visibleBanners<T>(list: readonly T[]): T[] {
  return list.slice(0, MAX_BANNERS);
}

/** The carousel moves 300 px per step [HOME-BANNER-3]. */
export const BANNER_SCROLL_STEP = 300;
