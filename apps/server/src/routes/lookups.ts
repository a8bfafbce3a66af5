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
} from '@ooh/api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/endpoint.ts';
import * as lookups from '../services/lookups/index.ts';

export async function lookupRoutes(app: FastifyInstance) {
  route(app, fetchRegions, async ({ db }) => ({ data: await lookups.listRegions(db) }));
  route(app, fetchCitiesByRegion, async ({ db, params }) => ({
    data: await lookups.listCitiesOfRegion(db, params.id),
  }));
  route(app, fetchCitiesByRegions, async ({ db, body }) => ({
    data: await lookups.listCitiesOfRegions(db, body.region_ids),
  }));
  route(app, fetchLocationsByCities, async ({ db, body }) => ({
    data: await lookups.listLocationsOfCities(db, body.city_ids),
  }));
  route(app, fetchSitesByLocations, async ({ db, body }) => ({
    data: await lookups.listSitesAtLocations(db, body.location_ids),
  }));
  route(app, fetchMediums, async ({ db }) => ({ data: await lookups.listMediums(db) }));
  route(app, fetchSecRanges, async ({ db }) => ({ data: await lookups.listSecRanges(db) }));
  route(app, fetchCities, async ({ db }) => ({ data: await lookups.listCities(db) }));
  route(app, fetchAgeRanges, async ({ db }) => ({ data: await lookups.listAgeRanges(db) }));
  route(app, fetchGenders, async ({ db }) => ({ data: await lookups.listGenders(db) }));
  route(app, fetchAssetTypes, async ({ db }) => ({ data: await lookups.listAssetTypes(db) }));
  route(app, fetchPrintingMediaTypes, async ({ db }) => ({ data: await lookups.listPrintingMediaTypes(db) }));
  route(app, fetchLsmList, async ({ db }) => ({ data: await lookups.listLsmLevels(db) }));

  // Lookup administration (admins; docs/domain.md "Lookup administration").
  route(app, createMedium, ({ db, body }) => lookups.createMedium(db, body));
  route(app, updateMedium, ({ db, params, body }) => lookups.updateMedium(db, params.id, body));
  route(app, deleteMedium, ({ db, params }) => lookups.deleteMedium(db, params.id));
  route(app, createSecRange, ({ db, body }) => lookups.createSecRange(db, body));
  route(app, updateSecRange, ({ db, params, body }) => lookups.updateSecRange(db, params.id, body));
  route(app, deleteSecRange, ({ db, params }) => lookups.deleteSecRange(db, params.id));
  route(app, createCity, ({ db, body }) => lookups.createCity(db, body));
  route(app, updateCity, ({ db, params, body }) => lookups.updateCity(db, params.id, body));
  route(app, deleteCity, ({ db, params }) => lookups.deleteCity(db, params.id));
}
