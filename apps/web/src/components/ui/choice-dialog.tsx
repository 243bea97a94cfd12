import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { RadioList, type RadioOption } from './radio-list.tsx';

type ChoiceDialogProps = {
  title: string;
  hint?: ReactNode;
  options: RadioOption[];
  onOk: (value: string) => void;
  onCancel: () => void;
};

/** A modal single choice with Ok and Cancel; Ok waits for a choice. */
export function ChoiceDialog({ title, hint, options, onOk, onCancel }: ChoiceDialogProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState<string | null>(null);
  const name = useId();
  const hintId = `${name}-hint`;
  return (
    <Dialog
      title={title}
      onClose={onCancel}
      footer={
        <>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button variant="primary" disabled={value === null} onClick={() => value !== null && onOk(value)}>
            {t('common.ok')}
          </Button>
        </>
      }
    >
      {hint ? <p id={hintId}>{hint}</p> : null}
      <RadioList name={name} labelledBy={hint ? hintId : name} options={options} value={value} onChange={setValue} />
    </Dialog>
  );
}
