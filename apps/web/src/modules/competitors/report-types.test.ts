import { COMPETITOR_REPORT_TYPES } from '@ooh/api';
import { buildCompetitorReport, createMockDb } from '@ooh/api/msw';
import { describe, expect, it } from 'vitest';
import { deleteCompetitorText } from './competitor-list.ts';
import { recordedSightingErrors } from './recorded-sighting.ts';
import { formatShare, REPORT_TYPES, reportMenuRows, reportTypeOf, shareBars } from './report-types.ts';

const db = createMockDb();

describe('the report types table', () => {
  it('names the five types in the contract’s order, with their labels and a line each', () => {
    expect(REPORT_TYPES.map((definition) => definition.type)).toEqual([...COMPETITOR_REPORT_TYPES]);
    expect(REPORT_TYPES.map((definition) => definition.label)).toEqual([
      'City-wise presence',
      'Medium-wise presence',
      'Region-wise presence',
      'Site list with photos',
      'Head to head',
    ]);
    for (const definition of REPORT_TYPES) expect(definition.description).toMatch(/\.$/);
    expect(reportTypeOf('head-to-head')?.chart).toBe('paired');
    expect(reportTypeOf('site-list')?.chart).toBe('cards');
    expect(reportTypeOf('city-wise')?.chart).toBe('share');
    expect(reportTypeOf('weekly')).toBeNull();
    expect(reportTypeOf(undefined)).toBeNull();
  });

  it('lists every type on the menu with its last generated report', () => {
    const rows = reportMenuRows([
      {
        report_type: 'medium-wise',
        generated_at: '2026-11-20T09:00:00Z',
        generated_by_name: 'Aisha',
        total_sites: 4,
      },
    ]);
    expect(rows).toHaveLength(5);
    expect(rows.filter((row) => row.generated).map((row) => row.definition.type)).toEqual(['medium-wise']);
  });

  it('writes shares to one decimal and draws the bars from the stored figures', () => {
    expect(formatShare(50)).toBe('50.0%');
    expect(formatShare(33.3)).toBe('33.3%');
    const report = db.competitors.reports[0];
    if (!report) throw new Error('the fixtures have a report');
    // Summer Fizz: 3 of 5 in Karachi, 2 in Lahore.
    expect(shareBars(report)).toEqual([
      { label: 'Karachi', value: 60 },
      { label: 'Lahore', value: 40 },
    ]);
  });

  it('draws head to head as the competitor’s share per city and medium', () => {
    const state = db.competitors;
    const report = buildCompetitorReport({
      type: 'head-to-head',
      competitor: state.competitors[0] as never,
      campaign: state.campaigns[0] as never,
      sites: state.sites.filter((site) => site.competitor_campaign_id === 1),
      generatedAt: '2026-11-20T09:00:00Z',
      generatedBy: null,
      // One of ours on every city and medium: 2 of theirs beside 1 of ours is 66.7, 1 beside 1 is 50.0.
      ourSites: () => 1,
    });
    expect(shareBars(report)).toContainEqual({ label: 'Karachi · Streetpole', value: 66.7 });
    expect(shareBars(report)).toContainEqual({ label: 'Lahore · DOOH screen', value: 50 });
  });
});

describe('the confirmations and checks', () => {
  it('names how many campaigns go with a competitor', () => {
    expect(deleteCompetitorText({ competitor_name: 'Skyline Outdoor', campaigns_count: 2 })).toMatch(
      /^Its 2 campaigns go with it/,
    );
    expect(deleteCompetitorText({ competitor_name: 'Ravi Outdoor', campaigns_count: 1 })).toMatch(
      /^Its 1 campaign go/,
    );
    expect(deleteCompetitorText({ competitor_name: 'Ravi Outdoor', campaigns_count: 0 })).toMatch(
      /no campaigns/,
    );
  });

  it('asks a recorded sighting for its place and medium, and both coordinates or neither', () => {
    const blank = {
      region_id: null,
      city_id: null,
      location_id: null,
      medium_id: null,
      address: '',
      latitude: null,
      longitude: null,
      seen_on: null,
      notes: '',
    };
    expect(Object.keys(recordedSightingErrors(blank))).toEqual([
      'region_id',
      'city_id',
      'location_id',
      'medium_id',
    ]);
    const placed = { ...blank, region_id: 2, city_id: 3, location_id: 3, medium_id: 1 };
    expect(recordedSightingErrors(placed)).toEqual({});
    expect(recordedSightingErrors({ ...placed, latitude: 24.8 })).toEqual({
      longitude: 'Give both latitude and longitude, or neither',
    });
    expect(recordedSightingErrors({ ...placed, latitude: 95, longitude: 67 })).toEqual({
      latitude: 'Latitude is between -90 and 90',
    });
  });
});
