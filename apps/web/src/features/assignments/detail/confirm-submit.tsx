import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

/**
 * The question before a submit, with the spec's words [ASSIGN-SAVE-3]; nothing is sent until Submit.
 * Cancel comes first, so the dialog opens on the safe answer.
 */
export function ConfirmSubmit({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      role="alertdialog"
      title={t('assign.confirm.title')}
      onClose={onCancel}
      footer={
        <>
          <Button onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button variant="primary" onClick={onConfirm}>
            {t('assign.confirm.submit')}
          </Button>
        </>
      }
    >
      <p>{t('assign.confirm.text')}</p>
    </Dialog>
  );
}
