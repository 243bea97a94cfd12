import { useTranslation } from 'react-i18next';
import type { TPromo } from '@portal/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import styles from './promo-dialog.module.css';

/** The promotion popup: its image [HOME-PROMO-4] and a Close button. */
export function PromoDialog({ promo, onClose }: { promo: TPromo; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('home.promo.title')}
      onClose={onClose}
      dismissOnBackdrop
      className={styles.dialog}
      footer={
        <Button variant="primary" onClick={onClose} autoFocus>
          {t('home.promo.close')}
        </Button>
      }
    >
      <img className={styles.image} src={promo.web_url} alt={promo.title} width={600} height={600} />
    </Dialog>
  );
}
