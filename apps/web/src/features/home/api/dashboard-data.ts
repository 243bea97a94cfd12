import type { TSession } from '@portal/contract';
import { visibleBanners } from '@portal/domain/home/banner-target';
import { startEarly } from '../../../lib/early-fetch.ts';
import { preloadScreenTexts } from '../../../lib/screen-texts.ts';
import { announcementsQuery, getAnnouncements, type AnnouncementsInput } from './get-announcements.ts';
import { bannersQuery, getBanners, type BannersAndPromos } from './get-banners.ts';

/** What the dashboard asks for, from the session: the screen and the early start ask the same. */
export function dashboardInputs(session: TSession | null): { marketingOn: boolean; userType: number; announcements: AnnouncementsInput } {
  const userType = session?.user_type ?? 0;
  return {
    marketingOn: session?.inst_set_up.is_marketing_and_banner ?? false,
    userType,
    announcements: { instituteId: session?.institute_id ?? 0, userType, studentId: session?.student_id ?? null },
  };
}

/**
 * The first banner is the dashboard's largest picture: asked for as soon as its address is
 * known, not once React has drawn the carousel (issue 14, the dashboard's LCP).
 */
function preloadFirstBanner(answer: BannersAndPromos): BannersAndPromos {
  const first = visibleBanners(answer.banner)[0];
  if (first?.web_url && typeof document !== 'undefined') {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'image');
    link.setAttribute('fetchpriority', 'high');
    link.href = first.web_url;
    document.head.append(link);
  }
  return answer;
}

/**
 * The dashboard opened directly (a reload, a bookmark): its calls and texts start while the app
 * is still starting (app/early-data.ts); the screen's queries take the answers (lib/early-fetch.ts).
 */
export function startDashboardData(session: TSession, language: string): void {
  const { marketingOn, userType, announcements } = dashboardInputs(session);
  if (marketingOn) startEarly(bannersQuery(userType, true).queryKey, () => getBanners(userType).then(preloadFirstBanner));
  startEarly(announcementsQuery(announcements).queryKey, () => getAnnouncements(announcements));
  preloadScreenTexts(language);
}
