import { useTranslation } from 'react-i18next';
import type { TProfileChoice } from '@portal/contract';
import { ChoiceDialog } from '../ui/choice-dialog.tsx';

type Props = { profiles: TProfileChoice[]; onOk: (profile: TProfileChoice) => void; onCancel: () => void };

const keyOf = (p: TProfileChoice) => `${p.institute_id}:${p.user_id}:${p.user_type}`;

/** The profile selection dialog: name, role label and institute per profile [LOGIN-MULTI-1] [LOGIN-MULTI-2]. */
export function ProfileChoiceDialog({ profiles, onOk, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <ChoiceDialog
      title={t('login.profile.title')}
      hint={t('login.profile.hint')}
      options={profiles.map((p) => ({ value: keyOf(p), label: p.name, detail: `${p.display} · ${p.institute_name}` }))}
      onOk={(value) => {
        const chosen = profiles.find((p) => keyOf(p) === value);
        if (chosen) onOk(chosen);
      }}
      onCancel={onCancel}
    />
  );
}
