// Prefer the subpath entries (`@ooh/machines/session`); this root entry exists for tools that want everything.
export * from './action/index.ts';
export * from './list/index.ts';
export * from './network-overlay/index.ts';
export * from './request-state/index.ts';
export * from './session/index.ts';
