import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';

/** login_option 10: use this device and sign out the others? [LOGIN-OPT-1] [LOGIN-OPT-2] [LOGIN-OPT-3] */
export function TakeOverDialog({ onYes, onNo }: { onYes: () => void; onNo: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('login.takeOver.title')}
      onClose={onNo}
      footer={
        <>
          <Button onClick={onNo}>{t('common.no')}</Button>
          <Button variant="primary" onClick={onYes}>
            {t('common.yes')}
          </Button>
        </>
      }
    >
      <p>{t('login.takeOver.text')}</p>
    </Dialog>
  );
}
