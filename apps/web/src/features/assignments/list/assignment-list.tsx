import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TAssignmentListItem } from '@portal/contract';
import { ANY_STATUS, assignmentTabOrder, filterAssignments, type AssignmentTab } from '@portal/domain/assignments/list';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorBackdrop } from '../../../components/ui/error-backdrop.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TabList, tabId } from '../../../components/ui/tab-list.tsx';
import { useFailureRedirect } from '../../../lib/use-failure-redirect.ts';
import { useAssignments } from '../api/get-assignments.ts';
import type { AssignContext } from '../assignment-context.ts';
import { HOMEWORK, SEARCH_OFF } from '../assign-icons.ts';
import { AssignmentCard } from './assignment-card.tsx';
import { ListFilters, type ListFilter } from './list-filters.tsx';
import styles from './assignment-list.module.css';

/** The tabs stay in one place (Ongoing, Past); ?open=999 only chooses which one opens [ASSIGN-TAB-3/4]. */
const TABS: readonly AssignmentTab[] = ['ongoing', 'past'];
const NO_FILTER: ListFilter = { status: ANY_STATUS, search: '' };

type PanelProps = {
  tab: AssignmentTab;
  items: readonly TAssignmentListItem[];
  ctx: AssignContext;
  filter: ListFilter;
  setFilter: (next: ListFilter) => void;
};

function TabPanel({ tab, items, ctx, filter, setFilter }: PanelProps) {
  const { t } = useTranslation();
  const shown = useMemo(() => filterAssignments(items, { ...filter, timeZone: ctx.timeZone }), [items, filter, ctx.timeZone]);
  const wording = ctx.isSchool ? 'School' : 'Other';
  let body;
  if (items.length === 0) {
    // Homework wording for schools, assignments otherwise [ASSIGN-EMPTY-1].
    body = <EmptyState icon={HOMEWORK} title={t(`assign.empty.${tab}${wording}`)} />;
  } else if (shown.length === 0) {
    body = <EmptyState icon={SEARCH_OFF} title={t('assign.empty.noMatch')} text={t('assign.empty.noMatchHint')} />; // [ASSIGN-EMPTY-2]
  } else {
    body = (
      <ul className={styles.cards}>
        {shown.map((item) => (
          <AssignmentCard key={item.file_id} item={item} timeZone={ctx.timeZone} />
        ))}
      </ul>
    );
  }
  return (
    <>
      {items.length > 0 ? <ListFilters tab={tab} value={filter} onChange={setFilter} isSchool={ctx.isSchool} /> : null}
      <p className="sr-only" aria-live="polite">
        {items.length > 0 ? t('assign.list.shown', { count: shown.length, total: items.length }) : ''}
      </p>
      {body}
    </>
  );
}

/**
 * The list [ASSIGN-LOAD-1] in two tabs with their counts [ASSIGN-TAB-1..4]; each tab keeps its
 * own dropdown and search while the other is shown. A failed load shows the error toast and
 * leaves for the dashboard [ASSIGN-LOAD-2] [ERR-GEN-3].
 */
export function AssignmentList({ ctx }: { ctx: AssignContext }) {
  const { t } = useTranslation();
  const prefix = useId();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<AssignmentTab>(() => assignmentTabOrder(params.get('open'))[0] ?? 'ongoing');
  const [filters, setFilters] = useState<Record<AssignmentTab, ListFilter>>({ ongoing: NO_FILTER, past: NO_FILTER });
  const query = useAssignments(ctx);
  const errors = useMemo(() => [query.error], [query.error]);
  const backdrop = useFailureRedirect(errors);
  const lists: Record<AssignmentTab, readonly TAssignmentListItem[]> = {
    ongoing: query.data?.upcoming_online_assignment_list ?? [],
    past: query.data?.past_online_assignment_list ?? [],
  };
  const panelId = `${prefix}-panel`;

  return (
    <>
      <TabList
        tabs={TABS}
        value={tab}
        onChange={setTab}
        label={t(ctx.isSchool ? 'assign.tabs.labelSchool' : 'assign.tabs.label')}
        labelOf={(which) => t(`assign.tabs.${which}`, { count: lists[which].length })}
        idPrefix={prefix}
        panelId={panelId}
      />
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(prefix, tab)} aria-busy={query.isPending} className={styles.panel}>
        {query.data ? <TabPanel
            tab={tab}
            items={lists[tab]}
            ctx={ctx}
            filter={filters[tab]}
            setFilter={(next) => setFilters((all) => ({ ...all, [tab]: next }))}
          /> : null}
        {query.isPending ? <Spinner label={t('assign.list.loading')} /> : null}
      </div>
      {backdrop ? <ErrorBackdrop message={backdrop} note={t('assign.toDashboard')} /> : null}
    </>
  );
}
