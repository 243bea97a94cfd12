import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock, formatDate, zonedParts } from '@portal/domain/format/date-time';
import { greetingKey } from '@portal/domain/home/greeting';
import { quoteKey } from '@portal/domain/home/quote';
import styles from './greeting-clock.module.css';

type GreetingClockProps = { name: string | null; timeZone: string };

/**
 * The greeting of the hour with the user's name [HOME-GREET-1..8], a clock that ticks every
 * second [HOME-CLOCK-1], today's date [HOME-CLOCK-2] and the weekday's quote [HOME-QUOTE-1].
 */
export function GreetingClock({ name, timeZone }: GreetingClockProps) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);

  const weekday = zonedParts(now, timeZone).weekday;
  const quote = quoteKey(weekday);
  return (
    <div className={styles.hero}>
      <div className={styles.top}>
        <p className={styles.greeting}>{t('home.greeting', { greeting: t(greetingKey(now, timeZone)), name: name ?? t('home.user') })}</p>
        <p className={styles.when}>
          <span className="sr-only">{t('home.clock')}: </span>
          <time className={styles.clock} dateTime={now.toISOString()} data-testid="home-clock">
            {formatClock(now, timeZone)}
          </time>
          <span className={styles.date}>
            {t(`day.${weekday}`)}, {formatDate(now, timeZone)}
          </span>
        </p>
      </div>
      <figure className={styles.quote}>
        <figcaption className="sr-only">{t('home.quoteLabel')}</figcaption>
        <blockquote className={styles.quoteText}>“{t(`${quote}.text`)}”</blockquote>
        <p className={styles.author}>— {t(`${quote}.author`)}</p>
      </figure>
    </div>
  );
}
