import {
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
} from '@ooh/api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/endpoint.ts';
import * as lookups from '../services/lookups/index.ts';

export async function lookupRoutes(app: FastifyInstance) {
  const { db } = app;
  route(app, fetchRegions, async () => ({ data: await lookups.listRegions(db) }));
  route(app, fetchCitiesByRegion, async ({ params }) => ({
    data: await lookups.listCitiesOfRegion(db, params.id),
  }));
  route(app, fetchCitiesByRegions, async ({ body }) => ({
    data: await lookups.listCitiesOfRegions(db, body.region_ids),
  }));
  route(app, fetchLocationsByCities, async ({ body }) => ({
    data: await lookups.listLocationsOfCities(db, body.city_ids),
  }));
  route(app, fetchSitesByLocations, async ({ body }) => ({
    data: await lookups.listSitesAtLocations(db, body.location_ids),
  }));
  route(app, fetchMediums, async () => ({ data: await lookups.listMediums(db) }));
  route(app, fetchSecRanges, async () => ({ data: await lookups.listSecRanges(db) }));
  route(app, fetchCities, async () => ({ data: await lookups.listCities(db) }));
  route(app, fetchAgeRanges, async () => ({ data: await lookups.listAgeRanges(db) }));
  route(app, fetchGenders, async () => ({ data: await lookups.listGenders(db) }));
  route(app, fetchAssetTypes, async () => ({ data: await lookups.listAssetTypes(db) }));
  route(app, fetchPrintingMediaTypes, async () => ({ data: await lookups.listPrintingMediaTypes(db) }));
  route(app, fetchLsmList, async () => ({ data: await lookups.listLsmLevels(db) }));
}
