import { z } from 'zod';
import { MEDIUM_KINDS } from '../constants.ts';
import { defineEndpoint } from '../define.ts';
import { STAFF_ROLES } from '../roles.ts';
import { Id, IdParams, listOf, Named } from '../schemas.ts';

const everyone = STAFF_ROLES;
const siteChoosers = ['admin', 'key_account_manager', 'planner', 'operation_analyst'] as const;

export const Region = Named;
export const City = z.object({
  id: z.number().int(),
  name: z.string(),
  region_id: z.number().int(),
  region_name: z.string(),
});
export const Location = z.object({ id: z.number().int(), name: z.string(), city_id: z.number().int() });
export const MediumKind = z.enum(MEDIUM_KINDS);
export const Medium = z.object({ id: z.number().int(), name: z.string(), kind: MediumKind });
export const SecRange = z.object({ id: z.number().int(), name: z.string(), description: z.string() });
export const LsmLevel = z.object({ id: z.number().int(), name: z.string(), level: z.number().int() });
export const SiteSummary = z.object({
  id: z.number().int(),
  site_code: z.string(),
  name: z.string(),
  location_id: z.number().int(),
  location_name: z.string(),
  city_id: z.number().int(),
  city_name: z.string(),
  region_id: z.number().int(),
  medium_id: z.number().int(),
  medium_name: z.string(),
  kind: MediumKind,
  width_ft: z.number(),
  height_ft: z.number(),
  faces: z.number().int(),
  monthly_rate: z.number(),
});

const idList = (name: string) =>
  z
    .array(Id, { error: `${name} must be a list of ids` })
    .min(1, `Choose at least one ${name.replace(/_ids$/, '')}`)
    .max(500);

export const fetchRegions = defineEndpoint({
  id: 'fetchRegions',
  method: 'GET',
  path: '/appsells/fetch-regions',
  auth: 'bearer',
  roles: everyone,
  group: 'geo',
  errorMessage: 'An error occurred while fetching regions',
  summary: 'All regions.',
  response: listOf(Region),
});

export const fetchCitiesByRegion = defineEndpoint({
  id: 'fetchCitiesByRegion',
  method: 'GET',
  path: '/fetch-all-cities-region-wise/{id}',
  auth: 'bearer',
  roles: everyone,
  group: 'geo',
  errorMessage: 'An error occurred while fetching cities',
  summary: 'Cities of one region.',
  params: IdParams,
  response: listOf(City),
});

export const fetchCitiesByRegions = defineEndpoint({
  id: 'fetchCitiesByRegions',
  method: 'POST',
  path: '/fetch-all-cities-multiple-regions-wise',
  auth: 'bearer',
  roles: everyone,
  group: 'geo',
  errorMessage: 'An error occurred while fetching cities',
  summary: 'Cities of several regions.',
  body: z.object({ region_ids: idList('region_ids') }),
  response: listOf(City),
});

export const fetchLocationsByCities = defineEndpoint({
  id: 'fetchLocationsByCities',
  method: 'POST',
  path: '/fetch-all-locations-city-wise/',
  auth: 'bearer',
  roles: everyone,
  group: 'geo',
  errorMessage: 'An error occurred while fetching locations',
  summary: 'Locations of several cities.',
  body: z.object({ city_ids: idList('city_ids') }),
  response: listOf(Location),
});

export const fetchSitesByLocations = defineEndpoint({
  id: 'fetchSitesByLocations',
  method: 'POST',
  path: '/admin/fetch-sites',
  auth: 'bearer',
  roles: siteChoosers,
  group: 'geo',
  errorMessage: 'An error occurred while fetching sites',
  summary: 'Approved inventory sites at several locations.',
  body: z.object({ location_ids: idList('location_ids') }),
  response: listOf(SiteSummary),
});

export const fetchMediums = defineEndpoint({
  id: 'fetchMediums',
  method: 'GET',
  path: '/medium/fetch-all-mediums-admin',
  auth: 'none',
  roles: [],
  group: 'medium',
  errorMessage: 'An error occurred while fetching mediums',
  summary: 'All mediums, conventional and digital (public: the spec sends no token).',
  response: listOf(Medium),
});

export const fetchSecRanges = defineEndpoint({
  id: 'fetchSecRanges',
  method: 'GET',
  path: '/sec-class/fetch-all-sec-range-admin',
  auth: 'bearer',
  roles: everyone,
  group: 'sec',
  errorMessage: 'An error occurred while fetching SEC ranges',
  summary: 'Socio-economic class ranges.',
  response: listOf(SecRange),
});

export const fetchCities = defineEndpoint({
  id: 'fetchCities',
  method: 'GET',
  path: '/cities/fetch-all-cities-admin',
  auth: 'bearer',
  roles: everyone,
  group: 'cities',
  errorMessage: 'An error occurred while fetching cities',
  summary: 'All cities with their region.',
  response: listOf(City),
});

const simpleLookup = (id: string, path: string, summary: string, what: string) =>
  defineEndpoint({
    id,
    method: 'GET',
    path,
    auth: 'bearer',
    roles: everyone,
    group: 'sites',
    errorMessage: `An error occurred while fetching ${what}`,
    summary,
    response: listOf(Named),
  });

export const fetchAgeRanges = simpleLookup(
  'fetchAgeRanges',
  '/appsells/fetch-age-ranges',
  'Audience age ranges.',
  'age ranges',
);
export const fetchGenders = simpleLookup(
  'fetchGenders',
  '/appsells/fetch-genders',
  'Audience genders.',
  'genders',
);
export const fetchAssetTypes = simpleLookup(
  'fetchAssetTypes',
  '/appsells/fetch-asset-Types',
  'Site asset types.',
  'asset types',
);
export const fetchPrintingMediaTypes = simpleLookup(
  'fetchPrintingMediaTypes',
  '/appsells/fetch-printing-media-types',
  'Printing media types.',
  'printing media types',
);

export const fetchLsmList = defineEndpoint({
  id: 'fetchLsmList',
  method: 'GET',
  path: '/appsells/fetch-lsm-list',
  auth: 'bearer',
  roles: everyone,
  group: 'sites',
  errorMessage: 'An error occurred while fetching LSM levels',
  summary: 'Living standards measure (LSM) levels.',
  response: listOf(LsmLevel),
});
