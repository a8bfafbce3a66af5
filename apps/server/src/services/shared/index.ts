export { changeStatus, type StatusChange, type Transition, type TransitionDeps } from './lifecycle.ts';
export { containsPattern, searchTerm } from './search.ts';
