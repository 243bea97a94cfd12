import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { pastRangeProblem, type PastRange, type PastRangeProblem } from '@portal/domain/live/past-range';
import { Button } from '../../../components/ui/button.tsx';
import { DateField } from './date-field.tsx';
import styles from './past-range.module.css';

const PROBLEM_KEYS: Record<PastRangeProblem, string> = {
  'from-missing': 'live.past.fromMissing',
  'from-after-today': 'live.past.fromAfterToday',
  'to-before-from': 'live.past.toBeforeFrom',
};

type Props = { applied: PastRange; today: string; onApply: (range: PastRange) => void };

/**
 * The past tab's dates [LIVE-PAST-1]: from and to, Apply and Cancel. Apply checks the range
 * (a start after today is refused with the spec's text [LIVE-PAST-3]; decision 060 for the
 * others) and, when it changed, reloads the tab [LIVE-PAST-2]; Cancel puts back the applied
 * dates. An empty end means up to today (sent as null [LIVE-PAST-6]). Both fields show
 * DD-MM-YYYY in one width (DateField).
 */
export function PastRangeForm({ applied, today, onApply }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [from, setFrom] = useState(applied.from);
  const [to, setTo] = useState(applied.to ?? '');
  const [problem, setProblem] = useState<PastRangeProblem | null>(null);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const range = { from, to: to || null };
    const found = pastRangeProblem(range, today);
    setProblem(found);
    if (found) return;
    if (range.from !== applied.from || range.to !== applied.to) onApply({ from: range.from, to: range.to });
  };
  const cancel = () => {
    setFrom(applied.from);
    setTo(applied.to ?? '');
    setProblem(null);
  };

  return (
    <form className={styles.form} onSubmit={apply} aria-label={t('live.past.range')} noValidate>
      <DateField
        id={`${id}-from`}
        label={t('live.past.from')}
        value={from}
        emptyText={t('live.past.noDate')}
        max={today}
        invalid={problem === 'from-missing' || problem === 'from-after-today'}
        describedBy={problem ? `${id}-problem` : undefined}
        onChange={setFrom}
      />
      <DateField
        id={`${id}-to`}
        label={t('live.past.to')}
        value={to}
        emptyText={t('live.past.upToToday')}
        invalid={problem === 'to-before-from'}
        describedBy={problem ? `${id}-problem` : undefined}
        onChange={setTo}
      />
      <div className={styles.buttons}>
        <Button type="submit" variant="primary">
          {t('live.past.apply')}
        </Button>
        <Button type="button" variant="secondary" onClick={cancel}>
          {t('live.past.cancel')}
        </Button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className={styles.problem}>
          {t(PROBLEM_KEYS[problem])}
        </p>
      ) : null}
    </form>
  );
}
