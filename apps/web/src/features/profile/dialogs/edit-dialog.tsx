import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import styles from './edit-dialog.module.css';

type EditDialogProps = {
  title: string;
  saving: boolean;
  /** Save stays disabled until there is something to send (the photo popup before a file). */
  canSave?: boolean;
  /** A failure that is not about the field (not allowed, offline), above the buttons. */
  formError?: string | null;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The frame of every edit popup [PROFILE-EDIT-4/5]: a modal dialog (role dialog, Escape closes,
 * focus returns to the edit icon) holding a form; Save and Cancel are disabled while the save
 * runs, and the popup cannot be closed then, so its answer always has a place to show.
 */
export function EditDialog({ title, saving, canSave = true, formError, onSubmit, onClose, children }: EditDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const close = () => {
    if (!saving) onClose();
  };
  const footer = (
    <>
      <Button onClick={close} disabled={saving}>
        {t('common.cancel')}
      </Button>
      <Button variant="primary" type="submit" form={formId} disabled={saving || !canSave}>
        {saving ? t('profileScreen.saving') : t('profileScreen.save')}
      </Button>
    </>
  );
  return (
    <Dialog title={title} onClose={close} footer={footer}>
      <form
        id={formId}
        noValidate
        className={styles.form}
        aria-busy={saving}
        onSubmit={(e) => {
          e.preventDefault();
          if (!saving) onSubmit();
        }}
      >
        {children}
        {formError ? (
          <p role="alert" className={styles.error}>
            {formError}
          </p>
        ) : null}
        {saving ? <Spinner size="sm" label={t('profileScreen.saving')} /> : null}
      </form>
    </Dialog>
  );
}

/** The message under a field: announced when it appears, tied to the field by its id. */
export function FieldError({ id, text }: { id: string; text: string | null }) {
  if (!text) return null;
  return (
    <p id={id} role="alert" className={styles.error}>
      {text}
    </p>
  );
}
