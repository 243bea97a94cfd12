import { useTranslation } from 'react-i18next';
import { ToneChip, type Tone } from '../../../components/ui/tone-chip.tsx';
import type { ShownStatus } from './shown-cards.ts';

/** Each shown status has a tone of its own (status-tones.test.ts). */
export const STATUS_TONES: Readonly<Record<ShownStatus, Tone>> = { upcoming: 'teal', ongoing: 'green', practice: 'purple', resume: 'amber', view: 'blue' };

/**
 * A card's status in words and colour. The upcoming one is also the card's non-action badge
 * [EXAM-BTN-1]: an upcoming card has no button.
 */
export function StatusChip({ status }: { status: ShownStatus }) {
  const { t } = useTranslation();
  return (
    <ToneChip tone={STATUS_TONES[status]} status={status}>
      {t(`exams.status.${status}`)}
    </ToneChip>
  );
}
