import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';

type Props = { text: string; link: string | null; onClose: () => void };

/** The Alert dialog: title 'Alert', the text, a link only for ': app_link :' messages, OK [LOGIN-ALERT-1..3]. */
export function LoginAlertDialog({ text, link, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      role="alertdialog"
      title={t('login.alert.title')}
      onClose={onClose}
      footer={
        <Button variant="primary" onClick={onClose} autoFocus>
          {t('login.alert.ok')}
        </Button>
      }
    >
      <p>{text}</p>
      {link ? (
        <a href={link} target="_blank" rel="noopener noreferrer">
          {t('login.alert.openLink')}
        </a>
      ) : null}
    </Dialog>
  );
}
