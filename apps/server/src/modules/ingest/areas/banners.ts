import { ZBannerRecord, type TBannerRecord } from '@portal/contract';
import type { AreaHandler } from '../area-handler.ts';

/**
 * Banners of the home screen's carousel [decision 079]: picture, title, order, shown or not, and
 * where a click leads (a screen of the portal first, else the https link [HOME-BANNER-8]); one
 * with neither does not navigate. The institute's marketing setting decides whether any show.
 * Deleting removes the banner.
 */
export const banners: AreaHandler<TBannerRecord> = {
  area: 'banners',
  record: ZBannerRecord,
  async write({ trx, instituteId }, r, localId) {
    const row = {
      image_url: r.image_url,
      title: r.title.trim(),
      is_redir: r.link !== undefined || r.screen !== undefined,
      red_link: r.link ?? null,
      land_scr: r.screen ?? null,
      sort_order: r.order,
      is_active: r.active,
    };
    if (localId === undefined) return (await trx.insertInto('banner').values({ institute_id: instituteId, ...row }).returning('id').executeTakeFirstOrThrow()).id;
    await trx.updateTable('banner').set(row).where('id', '=', localId).where('institute_id', '=', instituteId).execute();
    return localId;
  },
  async remove({ trx, instituteId }, localId) {
    await trx.deleteFrom('banner').where('id', '=', localId).where('institute_id', '=', instituteId).execute();
  },
};
