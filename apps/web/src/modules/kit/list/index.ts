export * from './list-params.ts';
export * from './PagedListPanel.tsx';
export * from './use-list.ts';
export * from './use-tab-param.ts';
