import { HttpResponse } from 'msw';
import {
  createCity,
  createMedium,
  createSecRange,
  deleteCity,
  deleteMedium,
  deleteSecRange,
  fetchAgeRanges,
  fetchAssetTypes,
  fetchCities,
  fetchCitiesByRegion,
  fetchCitiesByRegions,
  fetchGenders,
  fetchLocationsByCities,
  fetchLsmList,
  fetchMediums,
  fetchPrintingMediaTypes,
  fetchRegions,
  fetchSecRanges,
  fetchSitesByLocations,
  updateCity,
  updateMedium,
  updateSecRange,
} from '../contract/endpoints/lookups.ts';
import type { HandlerOptions } from './auth.ts';
import { fixtures as f } from './fixtures.ts';
import { errorResponse, mockEndpoint, notFound } from './mock.ts';

const idsOf = (body: unknown, key: string) => new Set(((body ?? {}) as Record<string, number[]>)[key] ?? []);

type Body = Record<string, unknown>;
const textOf = (body: unknown, key: string) => String(((body ?? {}) as Body)[key] ?? '').trim();
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const created = (data: unknown) => HttpResponse.json(data as Record<string, unknown>, { status: 201 });
const conflict = (message: string) => errorResponse(409, message);
const fieldError = (field: string, message: string) =>
  errorResponse(400, {
    message: `${field.replace(/_id$/, '').replace(/^./, (c) => c.toUpperCase())}: ${message}`,
    errors: { [field]: message },
  });
/** "3 sites (KHI-BB-0001, …)": what uses an entry, as the server names it. */
function sitesUsing(codes: string[]) {
  if (!codes.length) return null;
  const shown = codes.slice(0, 3).join(', ');
  return `${codes.length} site${codes.length === 1 ? '' : 's'} (${shown}${codes.length > 3 ? ` and ${codes.length - 3} more` : ''})`;
}
const nextIdOf = (rows: Array<{ id: number }>) => rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;

/**
 * The lookup lists (regions, cities, locations, sites, mediums…) answered from the fixtures, and their
 * administration (mediums, SEC ranges, cities: issue 16), which changes this handler set's own copy of the lists:
 * an added medium shows in the next list read, as against the server. Each `lookupHandlers()` call starts from the
 * fixtures. The refusals are the server's: a name taken (ignoring case) 409, in use 409 naming the sites and
 * locations (the fixtures' sites), unknown id 404.
 */
/** The lookup lists (regions, cities, locations, sites, mediums…): read-only, answered from the fixtures. */
export function lookupHandlers(options: HandlerOptions = {}) {
  const state = {
    mediums: structuredClone(f.mediums),
    secRanges: structuredClone(f.secRanges),
    cities: structuredClone(f.cities),
  };
  return [
    mockEndpoint(fetchRegions, { data: f.regions }, options),
    mockEndpoint(
      fetchCitiesByRegion,
      ({ params }) => ({ data: state.cities.filter((c) => c.region_id === Number(params.id)) }),
      options,
    ),
    mockEndpoint(
      fetchCitiesByRegions,
      ({ body }) => {
        const ids = idsOf(body, 'region_ids');
        return { data: state.cities.filter((c) => ids.has(c.region_id)) };
      },
      options,
    ),
    mockEndpoint(
      fetchLocationsByCities,
      ({ body }) => {
        const ids = idsOf(body, 'city_ids');
        return { data: f.locations.filter((l) => ids.has(l.city_id)) };
      },
      options,
    ),
    mockEndpoint(
      fetchSitesByLocations,
      ({ body }) => {
        const ids = idsOf(body, 'location_ids');
        return { data: f.sites.filter((s) => ids.has(s.location_id)) };
      },
      options,
    ),
    mockEndpoint(fetchMediums, () => ({ data: state.mediums }), options),
    mockEndpoint(fetchSecRanges, () => ({ data: state.secRanges }), options),
    mockEndpoint(fetchCities, () => ({ data: state.cities }), options),
    mockEndpoint(fetchAgeRanges, { data: f.ageRanges }, options),
    mockEndpoint(fetchGenders, { data: f.genders }, options),
    mockEndpoint(fetchAssetTypes, { data: f.assetTypes }, options),
    mockEndpoint(fetchPrintingMediaTypes, { data: f.printingMediaTypes }, options),
    mockEndpoint(fetchLsmList, { data: f.lsmLevels }, options),

    // Mediums.
    mockEndpoint(
      createMedium,
      ({ body }) => {
        const name = textOf(body, 'name');
        const kind = textOf(body, 'kind') === 'digital' ? 'digital' : 'conventional';
        if (!name) return fieldError('name', 'Enter the medium name');
        const taken = state.mediums.find((m) => sameName(m.name, name));
        if (taken) return conflict(`A medium named "${taken.name}" already exists.`);
        const medium = { id: nextIdOf(state.mediums), name, kind } as const;
        state.mediums.push(medium);
        return created({ message: `Medium "${name}" added.`, data: medium });
      },
      options,
    ),
    mockEndpoint(
      updateMedium,
      ({ params, body }) => {
        const medium = state.mediums.find((m) => m.id === Number(params.id));
        if (!medium) return notFound('This medium does not exist.');
        const name = textOf(body, 'name');
        const kind = textOf(body, 'kind') === 'digital' ? 'digital' : 'conventional';
        if (!name) return fieldError('name', 'Enter the medium name');
        const taken = state.mediums.find((m) => m.id !== medium.id && sameName(m.name, name));
        if (taken) return conflict(`A medium named "${taken.name}" already exists.`);
        const using = sitesUsing(f.sites.filter((s) => s.medium_id === medium.id).map((s) => s.site_code));
        if (kind !== medium.kind && using)
          return conflict(
            `The kind of "${medium.name}" cannot change while it is used by ${using}: their slot data follows the kind. Add a new ${kind} medium instead.`,
          );
        Object.assign(medium, { name, kind });
        return { message: `Medium "${name}" updated.`, data: medium };
      },
      options,
    ),
    mockEndpoint(
      deleteMedium,
      ({ params }) => {
        const medium = state.mediums.find((m) => m.id === Number(params.id));
        if (!medium) return notFound('This medium does not exist.');
        const using = sitesUsing(f.sites.filter((s) => s.medium_id === medium.id).map((s) => s.site_code));
        if (using) return conflict(`"${medium.name}" cannot be deleted: it is used by ${using}.`);
        state.mediums = state.mediums.filter((m) => m !== medium);
        return { message: `Medium "${medium.name}" deleted.` };
      },
      options,
    ),
    // SEC ranges (the fixtures' sites carry none: any range can be deleted here).
    mockEndpoint(
      createSecRange,
      ({ body }) => {
        const name = textOf(body, 'name');
        if (!name) return fieldError('name', 'Enter the SEC range name');
        const taken = state.secRanges.find((r) => sameName(r.name, name));
        if (taken) return conflict(`An SEC range named "${taken.name}" already exists.`);
        const range = { id: nextIdOf(state.secRanges), name, description: textOf(body, 'description') };
        state.secRanges.push(range);
        return created({ message: `SEC range "${name}" added.`, data: range });
      },
      options,
    ),
    mockEndpoint(
      updateSecRange,
      ({ params, body }) => {
        const range = state.secRanges.find((r) => r.id === Number(params.id));
        if (!range) return notFound('This SEC range does not exist.');
        const name = textOf(body, 'name');
        if (!name) return fieldError('name', 'Enter the SEC range name');
        const taken = state.secRanges.find((r) => r.id !== range.id && sameName(r.name, name));
        if (taken) return conflict(`An SEC range named "${taken.name}" already exists.`);
        Object.assign(range, { name, description: textOf(body, 'description') });
        return { message: `SEC range "${name}" updated.`, data: range };
      },
      options,
    ),
    mockEndpoint(
      deleteSecRange,
      ({ params }) => {
        const range = state.secRanges.find((r) => r.id === Number(params.id));
        if (!range) return notFound('This SEC range does not exist.');
        state.secRanges = state.secRanges.filter((r) => r !== range);
        return { message: `SEC range "${range.name}" deleted.` };
      },
      options,
    ),
    // Cities.
    mockEndpoint(
      createCity,
      ({ body }) => {
        const name = textOf(body, 'name');
        const region = f.regions.find((r) => r.id === Number(((body ?? {}) as Body).region_id));
        if (!name) return fieldError('name', 'Enter the city name');
        if (!region) return fieldError('region_id', 'This region does not exist');
        const taken = state.cities.find((c) => c.region_id === region.id && sameName(c.name, name));
        if (taken) return conflict(`${region.name} already has a city named "${taken.name}".`);
        const city = { id: nextIdOf(state.cities), name, region_id: region.id, region_name: region.name };
        state.cities.push(city);
        return created({ message: `City "${name}" added to ${region.name}.`, data: city });
      },
      options,
    ),
    mockEndpoint(
      updateCity,
      ({ params, body }) => {
        const city = state.cities.find((c) => c.id === Number(params.id));
        if (!city) return notFound('This city does not exist.');
        const name = textOf(body, 'name');
        const region = f.regions.find((r) => r.id === Number(((body ?? {}) as Body).region_id));
        if (!name) return fieldError('name', 'Enter the city name');
        if (!region) return fieldError('region_id', 'This region does not exist');
        const taken = state.cities.find(
          (c) => c.id !== city.id && c.region_id === region.id && sameName(c.name, name),
        );
        if (taken) return conflict(`${region.name} already has a city named "${taken.name}".`);
        const moved = region.id !== city.region_id ? ` and moved to ${region.name}` : '';
        Object.assign(city, { name, region_id: region.id, region_name: region.name });
        return { message: `City "${name}" updated${moved}.`, data: city };
      },
      options,
    ),
    mockEndpoint(
      deleteCity,
      ({ params }) => {
        const city = state.cities.find((c) => c.id === Number(params.id));
        if (!city) return notFound('This city does not exist.');
        const locationCount = f.locations.filter((l) => l.city_id === city.id).length;
        const users = [
          sitesUsing(f.sites.filter((s) => s.city_id === city.id).map((s) => s.site_code)),
          locationCount ? `${locationCount} location${locationCount === 1 ? '' : 's'}` : null,
        ].filter(Boolean);
        if (users.length)
          return conflict(`"${city.name}" cannot be deleted: it is used by ${users.join(' and ')}.`);
        state.cities = state.cities.filter((c) => c !== city);
        return { message: `City "${city.name}" deleted.` };
      },
      options,
    ),
  ];
}
