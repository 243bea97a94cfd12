import type { Kysely } from 'kysely';
import type { TAnnouncement, TAnnouncementFileQuery, TBanner, TPromo } from '@portal/contract';
import { dayKey, isOpenUser, isoInZone, joinBatchNames, visibleBanners, wallTime24 } from '@portal/domain';
import type { Clock } from '../../clock.ts';
import { createAreaCache } from '../../db/area-cache.ts';
import type { DB } from '../../db/types.ts';
import { invalidField, notFound } from '../../http-error.ts';
import type { FileStore } from '../../lib/file-store/file-store.ts';
import type { StoredFile } from '../../lib/send-file-range.ts';
import { assertInstitute, assertStudent, type SessionContext } from '../../session-context.ts';
import { findMarketingSetting, listAnnouncements, listBanners, listPromotions } from './home.repository.ts';
import { createNoticeFiles } from './notice-files.ts';

export type AnnouncementQuery = { is_active?: 'true' | 'false' | undefined; student_id?: number | undefined };

type Marketing = { banner: TBanner[]; prom: TPromo[] };

export type HomeDeps = { db: Kysely<DB>; clock: Clock; files: FileStore };

export function createHomeService({ db, clock, files }: HomeDeps) {
  // Kept per process until a notice, a batch, a banner or the institute changes (decision 058).
  const notices = createAreaCache<TAnnouncement[]>('home', 5_000);
  const marketing = createAreaCache<Marketing>('home', 1_000);
  const noticeFiles = createNoticeFiles(db, clock, files);

  async function readNotices(instituteId: number, studentId: number | null, timeZone: string, fileExpiry: number): Promise<TAnnouncement[]> {
    const rows = await listAnnouncements(db, instituteId, studentId);
    const fileUrls = await Promise.all(rows.map((r) => (r.file_key ? noticeFiles.address(r.id, studentId, fileExpiry) : null)));
    return rows.map((r, i) => ({
      ancmnt_id: r.id,
      ancmnt_title: r.title,
      description: r.description_html,
      updated_by: r.updated_by,
      updated_date: isoInZone(r.updated_at, timeZone),
      announced_date: dayKey(r.announced_at, timeZone),
      announced_time: wallTime24(r.announced_at, timeZone),
      batch_sec_names: joinBatchNames(r.batch_names),
      announcement_img_url: r.image_url,
      file_name: r.file_name,
      file_url: fileUrls[i] ?? null,
    }));
  }

  const marketingOf = (instituteId: number) => marketing.read(db, String(instituteId), () => readMarketing(instituteId));

  async function readMarketing(instituteId: number): Promise<Marketing> {
    const setting = await findMarketingSetting(db, instituteId);
    if (!setting?.marketing_banner) return { banner: [], prom: [] };
    const [banners, promotions] = await Promise.all([listBanners(db, instituteId), listPromotions(db, instituteId)]);
    return {
      banner: banners.map((b) => ({
        banner_id: b.id,
        web_url: b.image_url,
        title: b.title,
        is_redir: b.is_redir,
        red_link: b.red_link,
        land_scr: b.land_scr,
      })),
      prom: promotions.map((p) => ({ prom_id: p.id, web_url: p.image_url, title: p.title })),
    };
  }

  return {
    /**
     * The notices the session's student may see [API-ANN-1]. Open users (type 99) send no
     * student id and get the institute-wide notices; everyone else must send the acting
     * student's id [HOME-ANN-8]. A missing id is a 400, which the client treats as a logout
     * [SESSION-FORBID-4]. Withdrawn notices are never shown to students, so asking for
     * is_active=false answers an empty list.
     */
    async announcements(session: SessionContext, instituteId: number, query: AnnouncementQuery): Promise<TAnnouncement[]> {
      assertInstitute(session, instituteId);
      let studentId: number | null = null;
      if (isOpenUser(session.userType)) {
        if (query.student_id !== undefined) throw notFound();
      } else {
        if (query.student_id === undefined) throw invalidField('student_id', 'Required');
        assertStudent(session, query.student_id);
        studentId = query.student_id;
      }
      if (query.is_active === 'false') return [];
      // The file addresses' expiry is part of the key: a kept list never hands out a stale one.
      const exp = noticeFiles.expiry();
      return notices.read(db, `${instituteId}:${studentId}:${session.timeZone}:${exp}`, () => readNotices(instituteId, studentId, session.timeZone, exp));
    },

    /** A notice's attached file, by the signed address its file_url gave (decision 093). */
    announcementFile(session: SessionContext, query: TAnnouncementFileQuery): Promise<StoredFile> {
      return noticeFiles.file(session, query);
    },

    /**
     * Banners (all, in order; the browser shows five [HOME-BANNER-2]) and promotions of the
     * session's institute [API-BANNER-1]; none while its marketing setting is off
     * [HOME-BANNER-1] [HOME-PROMO-1]. The path's user type must be the session's.
     */
    async bannersAndPromotions(session: SessionContext, userType: number): Promise<Marketing> {
      if (userType !== session.userType) throw notFound();
      return marketingOf(session.instituteId);
    },

    /** The address of the first banner the session's dashboard shows [HOME-BANNER-2], or null (none, marketing off). */
    async firstBannerUrl(session: SessionContext): Promise<string | null> {
      const { banner } = await marketingOf(session.instituteId);
      return visibleBanners(banner)[0]?.web_url ?? null;
    },
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
