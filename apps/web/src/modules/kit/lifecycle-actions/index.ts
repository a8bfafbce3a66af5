export * from './definition.ts';
export * from './LifecycleActions.tsx';
export * from './use-lifecycle-action.ts';
