import { z } from 'zod';
import { MEDIUM_KINDS } from '../constants.ts';
import { defineEndpoint } from '../define.ts';
import { STAFF_ROLES } from '../roles.ts';
import { Id, IdParams, listOf, Named, text } from '../schemas.ts';

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

// ---------------------------------------------------------------------------------------------------------------
// Lookup administration (issue 16): mediums, SEC ranges and cities, by an admin. A delete is refused (409, naming
// what uses it) while a site, a brief or a plan refers to the entry.

const lookupAdmins = ['admin'] as const;
const lookupMessages = {
  mediumName: 'Enter the medium name',
  secName: 'Enter the SEC range name',
  cityName: 'Enter the city name',
  region: 'Choose the region',
} as const;

export const MediumInput = z.object({
  name: text(100, { required: lookupMessages.mediumName }),
  kind: MediumKind,
});
export const SecRangeInput = z.object({
  name: text(50, { required: lookupMessages.secName }),
  description: text(500).default(''),
});
export const CityInput = z.object({
  name: text(100, { required: lookupMessages.cityName }),
  region_id: Id.describe(lookupMessages.region),
});

const changed = <T extends z.ZodType>(item: T) => z.object({ message: z.string(), data: item });
const deleted = z.object({ message: z.string() });

export const createMedium = defineEndpoint({
  id: 'createMedium',
  method: 'POST',
  path: '/medium/create-medium/appsells',
  auth: 'bearer',
  roles: lookupAdmins,
  group: 'medium',
  errorMessage: 'An error occurred while creating the medium',
  successStatus: 201,
  summary: 'Adds a medium (conventional or digital). 409 when the name is taken.',
  body: MediumInput,
  response: changed(Medium),
});

export const updateMedium = defineEndpoint({
  id: 'updateMedium',
  method: 'PATCH',
  path: '/medium/update-medium/appsells/{id}',
  auth: 'bearer',
  roles: lookupAdmins,
  group: 'medium',
  errorMessage: 'An error occurred during the update',
  summary:
    "Renames a medium or changes its kind. 404 for an unknown medium; 409 when the name is taken, or the kind would change while sites use it (a site's slot data follows its kind).",
  params: IdParams,
  body: MediumInput,
  response: changed(Medium),
});

export const deleteMedium = defineEndpoint({
  id: 'deleteMedium',
  method: 'DELETE',
  path: '/api/medium/delete-medium/{id}',
  auth: 'bearer',
  roles: lookupAdmins,
  group: 'medium',
  errorMessage: 'An error occurred during the deletion',
  summary:
    'Deletes a medium (the spec writes this path with its own /api). 409 while sites or briefs use it.',
  params: IdParams,
  response: deleted,
});

export const createSecRange = defineEndpoint({
  id: 'createSecRange',
  method: 'POST',
  path: '/sec-class/create-sec-range/appsells',
  auth: 'bearer',
  roles: lookupAdmins,
  group: 'sec',
  errorMessage: 'An error occurred while creating the SEC range',
  successStatus: 201,
  summary: 'Adds a socio-economic class range. 409 when the name is taken.',
  body: SecRangeInput,
  response: changed(SecRange),
});

export const updateSecRange = defineEndpoint({
  id: 'updateSecRange',
  method: 'PATCH',
  path: '/sec-class/update-sec-range/appsells/{id}',
  auth: 'bearer',
  roles: lookupAdmins,
  group: 'sec',
  errorMessage: 'An error occurred during the update',
  summary: 'Changes an SEC range. 404 for an unknown range; 409 when the name is taken.',
  params: IdParams,
  body: SecRangeInput,
  response: changed(SecRange),
});

export const deleteSecRange = defineEndpoint({
  id: 'deleteSecRange',
  method: 'DELETE',
  path: '/sec-class/delete-sec-range/{id}',
  auth: 'bearer',
  roles: lookupAdmins,
  group: 'sec',
  errorMessage: 'An error occurred during the deletion',
  summary: 'Deletes an SEC range. 409 while sites or briefs use it.',
  params: IdParams,
  response: deleted,
});

export const createCity = defineEndpoint({
  id: 'createCity',
  method: 'POST',
  path: '/cities/create-cities/appsells',
  auth: 'bearer',
  roles: lookupAdmins,
  group: 'cities',
  errorMessage: 'An error occurred while creating the city',
  successStatus: 201,
  summary: 'Adds a city to a region. 409 when the region already has a city of that name.',
  body: CityInput,
  response: changed(City),
});

export const updateCity = defineEndpoint({
  id: 'updateCity',
  method: 'PATCH',
  path: '/cities/update-cities/appsells/{id}',
  auth: 'bearer',
  roles: lookupAdmins,
  group: 'cities',
  errorMessage: 'An error occurred during the update',
  summary:
    "Renames a city or moves it to another region (its sites' region follows). 404 for an unknown city; 409 when the name is taken in the region.",
  params: IdParams,
  body: CityInput,
  response: changed(City),
});

export const deleteCity = defineEndpoint({
  id: 'deleteCity',
  method: 'DELETE',
  path: '/cities/delete-cities/{id}',
  auth: 'bearer',
  roles: lookupAdmins,
  group: 'cities',
  errorMessage: 'An error occurred during the deletion',
  summary: 'Deletes a city. 409 while sites, locations or briefs use it.',
  params: IdParams,
  response: deleted,
});
