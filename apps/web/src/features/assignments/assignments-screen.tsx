import { AssignmentsFrame } from './assignments-frame.tsx';
import { AssignmentList } from './list/assignment-list.tsx';

/** /assignment: the list of assignments (homework at schools) [ASSIGN-LOAD/TAB/FILTER/SEARCH/CARD/EMPTY/BADGE]. */
export function AssignmentsScreen() {
  return <AssignmentsFrame route="/assignment">{(ctx) => <AssignmentList ctx={ctx} />}</AssignmentsFrame>;
}
