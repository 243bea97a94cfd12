import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import list from './row-list.module.css';

/** A popup of rows to read (attendance, recordings, download links): wide, a Close, closed by a click outside. */
export function ListDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={title}
      onClose={onClose}
      dismissOnBackdrop
      className={list.wide}
      footer={
        <Button variant="primary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      {children}
    </Dialog>
  );
}
