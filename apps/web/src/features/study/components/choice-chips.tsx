import styles from './choice-chips.module.css';

type Choice = { id: number; label: string };
type Props = { label: string; choices: readonly Choice[]; chosen: number | null; onChoose: (id: number) => void };

/**
 * A row of toggle buttons, the chosen one pressed: the course types' filter row
 * [STUDY-COURSE-2/3] and the subject list [STUDY-TREE-1]. A named group; each button in the tab
 * order; the row wraps (a phone sees every choice, none hidden off-screen).
 */
export function ChoiceChips({ label, choices, chosen, onChoose }: Props) {
  return (
    <div role="group" aria-label={label} className={styles.row}>
      {choices.map((c) => (
        <button key={c.id} type="button" className={styles.chip} aria-pressed={c.id === chosen} onClick={() => onChoose(c.id)}>
          {c.label}
        </button>
      ))}
    </div>
  );
}
