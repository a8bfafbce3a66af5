/**
 * `@ooh/api`, the browser's entry: the client, the error catalogue, roles and constants, and every contract
 * entry as schema-free metadata under its own name (typed as the full entry, so calls stay typed). It must not
 * load zod (the login route would pay ~27 KB gzipped for it): entries with their schemas are in
 * `@ooh/api/contract`, for the server, the OpenAPI document, MSW and the forms that validate.
 */
export * from './client/index.ts';
export * from './contract/constants.ts';
export * from './contract/define.ts';
export * from './contract/roles.ts';
export * from './errors/index.ts';
export * from './ids/index.ts';
export * from './meta/endpoints.gen.ts';
