import type { TScheduleItem } from '@portal/contract';
import { cardKind } from '@portal/domain/timetable/card-kind';
import type { HeadingLevel } from './card-parts.tsx';
import { LiveClassCard } from './live-class-card.tsx';
import { OfflineClassCard } from './offline-class-card.tsx';
import { OfflineExamCard } from './offline-exam-card.tsx';
import { OnlineExamCard } from './online-exam-card.tsx';

/** The card an item shows, by its class_type [TT-CARD-1..4]. */
export function ScheduleCard({ item, level }: { item: TScheduleItem; level: HeadingLevel }) {
  switch (cardKind(item.class_type)) {
    case 'offline-class':
      return <OfflineClassCard item={item} level={level} />;
    case 'live-class':
      return <LiveClassCard item={item} level={level} />;
    case 'online-exam':
      return <OnlineExamCard item={item} level={level} />;
    default:
      return <OfflineExamCard item={item} level={level} />;
  }
}
