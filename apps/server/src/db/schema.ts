/** The whole Drizzle schema; drizzle-kit reads this file to generate the SQL migrations in ../../drizzle. */
export * from './tables/brief-targets.ts';
export * from './tables/competitors.ts';
export * from './tables/field.ts';
export * from './tables/geo.ts';
export * from './tables/inventory.ts';
export * from './tables/lookups.ts';
export * from './tables/people.ts';
export * from './tables/pipeline.ts';
export * from './tables/plan-sites.ts';
export * from './tables/system.ts';
export * from './tables/visual-rep.ts';
