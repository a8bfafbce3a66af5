// Prefer the subpath entries (`@ooh/machines/plan`, `@ooh/machines/lifecycle`); this root entry exists for tools
// that want everything.
export * from './action/index.ts';
export * from './brief/index.ts';
export * from './campaign/index.ts';
export * from './execution-status/index.ts';
export * from './form/index.ts';
export * from './lifecycle/index.ts';
export * from './list/index.ts';
export * from './network-overlay/index.ts';
export * from './pay-order/index.ts';
export * from './plan/index.ts';
export * from './request-state/index.ts';
export * from './requested-site/index.ts';
export * from './session/index.ts';
export * from './site-image/index.ts';
export * from './user/index.ts';
