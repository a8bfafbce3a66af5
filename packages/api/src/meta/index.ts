export * from './endpoints.gen.ts';
