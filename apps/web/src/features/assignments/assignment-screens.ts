// Both assignment screens in one lazy chunk: the entry (which the login page loads) carries one
// import and one dependency list for them instead of two, and opening a card after the list
// needs no further download.
export { AssignmentsScreen } from './assignments-screen.tsx';
export { AssignmentDetailScreen } from './assignment-detail-screen.tsx';
