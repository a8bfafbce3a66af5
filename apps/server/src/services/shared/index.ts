export {
  type CappedTotal,
  cappedCount,
  cappedCountLimit,
  cappedTotal,
  counterColumn,
  counterOfPage,
  readCounter,
  readCounters,
  SEARCH_COUNT_WINDOW,
} from './counts.ts';
export { changeStatus, type StatusChange, type Transition, type TransitionDeps } from './lifecycle.ts';
export { pageValues, pageWindow, prepared } from './prepared.ts';
export { containsPattern, searchTerm } from './search.ts';
