export * from './catalog.ts';
export * from './mermaid.ts';
