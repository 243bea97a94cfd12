import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

type MessageDialogProps = { title: string; text: string; onClose: () => void };

/** A message that needs an Ok before going on (role alertdialog): a live class that cannot start yet. */
export function MessageDialog({ title, text, onClose }: MessageDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      role="alertdialog"
      title={title}
      onClose={onClose}
      footer={
        <Button variant="primary" onClick={onClose}>
          {t('common.ok')}
        </Button>
      }
    >
      <p>{text}</p>
    </Dialog>
  );
}
