export {
  type CappedTotal,
  cappedCount,
  cappedCountColumn,
  cappedCountLimit,
  cappedTotal,
  counterColumn,
  counterOfPage,
  readCounter,
  readCounters,
  SEARCH_COUNT_WINDOW,
} from './counts.ts';
export { changeStatus, type StatusChange, type Transition, type TransitionDeps } from './lifecycle.ts';
export {
  idIsOneOfPlaceholder,
  literalEquals,
  PREPARED_PAGE_SIZES,
  pageByIds,
  pageIdsQuery,
  pageValues,
  pageWindow,
  prepared,
  preparedPageSize,
  withinPage,
} from './prepared.ts';
export {
  type ColumnSample,
  clientsMatching,
  commonTermPattern,
  containsCondition,
  containsPattern,
  isAnyOf,
  type SearchSamples,
  searchInputs,
  searchSamples,
  searchTerm,
  selectiveWord,
} from './search.ts';
export { type SearchedIds, searchedPage } from './searched-page.ts';
