import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { PENCIL } from '../profile-icons.ts';
import type { EditField } from '../profile-rows.ts';
import styles from './profile-blocks.module.css';

/** An icon-only button named for its field ('Edit address' …) [PROFILE-EDIT-1], opening that field's popup. */
export function EditButton({ field, onEdit, disabled = false, icon = PENCIL, className }: {
  field: EditField;
  onEdit: (field: EditField) => void;
  disabled?: boolean;
  icon?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const name = t(`profileScreen.edit.${field}`);
  return (
    <button
      type="button"
      className={[styles.edit, className ?? ''].join(' ')}
      aria-label={name}
      title={name}
      aria-haspopup="dialog"
      disabled={disabled}
      onClick={() => onEdit(field)}
    >
      <Icon path={icon} size={18} />
    </button>
  );
}
