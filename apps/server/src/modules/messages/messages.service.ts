import type { Kysely } from 'kysely';
import type { TMessage } from '@portal/contract';
import { isoInZone } from '@portal/domain';
import { createAreaCache } from '../../db/area-cache.ts';
import type { DB } from '../../db/types.ts';
import { notFound } from '../../http-error.ts';
import { assertInstitute, type SessionContext } from '../../session-context.ts';
import { findLoginPhone, listMessages } from './messages.repository.ts';

export function createMessagesService(db: Kysely<DB>) {
  // Pages kept per process until a message or the account changes (decision 058).
  const pages = createAreaCache<TMessage[]>('account', 5_000);
  return {
    /**
     * A page of the messages sent to the session's phone [API-MSG-1]. The phone in the path
     * ('<country calling code>-<number>' [MSG-PHONE-1]) must be the signed-in account's: the
     * parent's number (parent_num) on a parent login, the student's or open user's otherwise
     * [MSG-PHONE-2]. Anything else is 404, so numbers cannot be probed.
     */
    async byPhone(
      session: SessionContext,
      instituteId: number,
      phone: string,
      page: { start_index: number; batch_size: number },
    ): Promise<TMessage[]> {
      assertInstitute(session, instituteId);
      const key = JSON.stringify([instituteId, session.loginUserId, phone, page.start_index, page.batch_size, session.timeZone]);
      return pages.read(db, key, async () => {
        const own = await findLoginPhone(db, session.loginUserId, instituteId);
        if (!own?.phone || phone !== `${own.country_calling_code}-${own.phone}`) throw notFound();
        const rows = await listMessages(db, instituteId, phone, page.start_index, page.batch_size);
        return rows.map((r) => ({
          message_id: r.id,
          message: r.body,
          createdDateTime: isoInZone(r.created_at, session.timeZone),
        }));
      });
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
