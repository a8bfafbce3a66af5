import { PLAN_MESSAGES, type SiteOption } from '@ooh/api';
import { planOf, siteOptions } from '@ooh/api/msw';
import { describe, expect, it } from 'vitest';
import {
  addRows,
  changeRow,
  draftOfRow,
  draftOfSite,
  errorPathsOf,
  figuresOf,
  hideColumns,
  planSitesBody,
  planTableOf,
  removalNeedsConfirm,
  removeRows,
  rowErrorsByKey,
  rowErrorsOf,
  sitesRefusal,
  validatePlanSites,
  validateRows,
  valuesOfPlan,
} from './plan-site-rows.ts';
import { emptySiteFilters, siteOptionsBody, withCities, withRegions } from './site-filters.ts';

const inventory = siteOptions({ limit: 100 }).sites;
const site = (code: string) => inventory.find((option) => option.site_code === code) as SiteOption;
const brief = { start: '2026-12-01', end: '2026-12-30' };

describe('site table rows', () => {
  it('adds a site with the defaults: brief dates, paid, rate card, no discount, printing or mounting', () => {
    expect(draftOfSite(site('LHE-001'), brief)).toMatchObject({
      key: '1',
      site_id: 1,
      saved: null,
      start_date: '2026-12-01',
      end_date: '2026-12-30',
      line_type: 'paid',
      monthly_rate: 150_000,
      discount_percent: 0,
      printing_rate: 0,
      mounting_cost: 0,
      spot_length_seconds: null,
    });
    expect(draftOfSite(site('LHE-004'), brief)).toMatchObject({
      spot_length_seconds: 10,
      loop_length_seconds: 60,
      spots_per_loop: 1,
    });
  });

  it('sends plan_form rows in the contract’s shape, no slot data for conventional, no production for digital', () => {
    const rows = [draftOfSite(site('LHE-001'), brief), draftOfSite(site('LHE-004'), brief)];
    expect(planSitesBody(rows, ['cpm', 'not-a-column'])).toEqual({
      hide_columns: ['cpm'],
      plan_form: [
        {
          site_id: 1,
          start_date: '2026-12-01',
          end_date: '2026-12-30',
          line_type: 'paid',
          monthly_rate: 150_000,
          discount_percent: 0,
          printing_rate: 0,
          mounting_cost: 0,
          spot_length_seconds: null,
          loop_length_seconds: null,
          spots_per_loop: null,
        },
        {
          site_id: 4,
          start_date: '2026-12-01',
          end_date: '2026-12-30',
          line_type: 'paid',
          monthly_rate: 400_000,
          discount_percent: 0,
          printing_rate: 0,
          mounting_cost: 0,
          spot_length_seconds: 10,
          loop_length_seconds: 60,
          spots_per_loop: 1,
        },
      ],
    });
  });

  it('checks rows with the contract’s schema and its messages', () => {
    const good = draftOfSite(site('LHE-001'), brief);
    const reversed = { ...draftOfSite(site('LHE-002'), brief), key: 'b', end_date: '2026-11-01' };
    const empty = {
      ...draftOfSite(site('LHE-003'), brief),
      key: 'c',
      monthly_rate: null,
      discount_percent: 120,
    };
    const screen = { ...draftOfSite(site('LHE-004'), brief), key: 'd', loop_length_seconds: 0 };
    expect(validateRows([good, reversed, empty, screen])).toEqual({
      b: { end_date: PLAN_MESSAGES.endBeforeStart },
      c: { monthly_rate: PLAN_MESSAGES.rate, discount_percent: PLAN_MESSAGES.discount },
      d: { loop_length_seconds: PLAN_MESSAGES.digital },
    });
  });

  it('requires what a digital row’s figures need: spot, loop and spots per loop, the spots fitting the loop (issue 15)', () => {
    const cleared = {
      ...draftOfSite(site('LHE-004'), brief),
      spot_length_seconds: null,
      loop_length_seconds: null,
      spots_per_loop: null,
    };
    expect(validateRows([cleared])).toEqual({
      [cleared.key]: {
        spot_length_seconds: PLAN_MESSAGES.spotLength,
        loop_length_seconds: PLAN_MESSAGES.loopLength,
        spots_per_loop: PLAN_MESSAGES.spotsPerLoop,
      },
    });
    const overfull = { ...cleared, spot_length_seconds: 20, loop_length_seconds: 30, spots_per_loop: 2 };
    expect(validateRows([overfull])).toEqual({
      [cleared.key]: { loop_length_seconds: PLAN_MESSAGES.loopTooShort },
    });
    // A conventional row has no slot data and needs none.
    expect(validateRows([draftOfSite(site('LHE-001'), brief)])).toEqual({});
  });

  it("puts a 400's keys on the rows sent, and keeps the others for the alert", () => {
    const sent = [draftOfSite(site('LHE-001'), brief), draftOfSite(site('LHE-002'), brief)];
    expect(
      rowErrorsOf(
        {
          'plan_form.1.end_date': 'Too late',
          'plan_form.0.site_id': PLAN_MESSAGES.duplicateSite,
          'plan_form.7.end_date': 'No such row',
          hide_columns: 'Not a column of the site table',
        },
        sent,
      ),
    ).toEqual({
      rows: { '2': { end_date: 'Too late' }, '1': { row: PLAN_MESSAGES.duplicateSite } },
      other: ['No such row', 'Not a column of the site table'],
    });
  });

  it('shows the server’s figures for saved rows and a preview for edited ones', () => {
    const plan = planOf(1);
    const saved = draftOfRow(plan.sites_list[0]!);
    expect(figuresOf(saved)).toBe(plan.sites_list[0]);
    const edited = { ...saved, saved: null, discount_percent: 0, line_type: 'paid' as const };
    expect(figuresOf(edited)?.net).toBe(edited.monthly_rate);
    expect(figuresOf({ ...edited, end_date: null })).toBeNull();
  });

  it('groups by city with subtotals; the grand total is the server’s until something changes', () => {
    const plan = planOf(1);
    const rows = plan.sites_list.map(draftOfRow);
    const table = planTableOf(rows, plan.totals, false);
    expect(table.groups.map((group) => group.cityName)).toEqual(['Karachi', 'Lahore']);
    expect(table.groups.reduce((sum, group) => sum + group.totals.total, 0)).toBeCloseTo(plan.totals.total);
    expect(table.totals).toBe(plan.totals);
    expect(table.preview).toBe(false);
    const changed = planTableOf(rows.slice(1), plan.totals, true);
    expect(changed.preview).toBe(true);
    expect(changed.totals.sites).toBe(4);
  });

  it('confirms removing saved rows or several rows, not a single new one', () => {
    const fresh = draftOfSite(site('LHE-001'), brief);
    const saved = draftOfRow(planOf(1).sites_list[0]!);
    expect(removalNeedsConfirm([fresh])).toBe(false);
    expect(removalNeedsConfirm([saved])).toBe(true);
    expect(removalNeedsConfirm([fresh, { ...fresh, key: 'x' }])).toBe(true);
  });
});

describe('site table as a form (its values the rows and the hidden columns)', () => {
  const plan = planOf(1);
  const loaded = valuesOfPlan(plan);

  it('starts from the plan: its rows with the server’s figures, its hidden columns', () => {
    expect(loaded.rows.map((row) => row.key)).toEqual(plan.sites_list.map((row) => String(row.site_id)));
    expect(loaded.rows.every((row) => row.saved !== null)).toBe(true);
    expect(loaded.hiddenColumns).toEqual(plan.hide_columns);
  });

  it('adds sites once each, and nothing when every one is already there', () => {
    const added = draftOfSite(site('LHE-002'), brief);
    const again = draftOfRow(plan.sites_list[0]!);
    const change = addRows(loaded.rows, [again, added]);
    expect(change?.values.rows?.map((row) => row.key)).toEqual([...loaded.rows.map((row) => row.key), '2']);
    expect(change?.fields).toEqual([]);
    expect(addRows(loaded.rows, [again])).toBeNull();
  });

  it('changes one row: only it becomes a new object and loses its saved figures; its messages go', () => {
    const [first, second] = loaded.rows;
    const change = changeRow(loaded.rows, second!.key, { end_date: '2026-11-01' });
    const rows = change.values.rows!;
    expect(rows[0]).toBe(first);
    expect(rows[1]).not.toBe(second);
    expect(rows[1]).toMatchObject({ end_date: '2026-11-01', saved: null });
    expect(change.fields).toEqual([`rows.${second!.key}.end_date`, `rows.${second!.key}.row`]);
  });

  it('removes rows with every message they had, and hides columns', () => {
    const keys = loaded.rows.slice(0, 2).map((row) => row.key);
    const change = removeRows(loaded.rows, keys);
    expect(change.values.rows).toEqual(loaded.rows.slice(2));
    expect(change.fields).toEqual(keys.map((key) => `rows.${key}`));
    expect(hideColumns(['cpm'])).toEqual({ values: { hiddenColumns: ['cpm'] }, fields: ['hiddenColumns'] });
  });

  it('checks the rows by message path, and groups them back by row keeping unchanged rows’ objects', () => {
    const edited = changeRow(loaded.rows, loaded.rows[0]!.key, { monthly_rate: null }).values.rows!;
    const key = edited[0]!.key;
    const errors = validatePlanSites({ rows: edited, hiddenColumns: [] });
    expect(errors).toEqual({ [`rows.${key}.monthly_rate`]: PLAN_MESSAGES.rate });
    expect(errorPathsOf({ [key]: { monthly_rate: PLAN_MESSAGES.rate } })).toEqual(errors);

    const byRow = rowErrorsByKey({ ...errors, 'rows.9.end_date': 'Too late', other: 'Not a row' });
    expect(byRow).toEqual({ [key]: { monthly_rate: PLAN_MESSAGES.rate }, '9': { end_date: 'Too late' } });
    const again = rowErrorsByKey({ ...errors, 'rows.9.end_date': 'Later still' }, byRow);
    expect(again[key]).toBe(byRow[key]);
    expect(again['9']).toEqual({ end_date: 'Later still' });
  });

  it('lets the plan’s lifecycle decide whether the table may be edited, in its words when not', () => {
    expect(sitesRefusal(planOf(1))).toBeNull();
    expect(sitesRefusal(planOf(2))).toBe('Cannot save sites: this plan is pending.');
  });
});

describe('site filters', () => {
  const cities = [
    { id: 1, region_id: 1 },
    { id: 2, region_id: 1 },
    { id: 3, region_id: 2 },
  ];
  const locations = [
    { id: 1, city_id: 1 },
    { id: 3, city_id: 3 },
  ];

  it('drops the cities and locations of a region taken away', () => {
    const chosen = { ...emptySiteFilters(), region_ids: [1, 2], city_ids: [1, 3], location_ids: [1, 3] };
    expect(withRegions(chosen, [1], cities, locations)).toMatchObject({
      region_ids: [1],
      city_ids: [1],
      location_ids: [1],
    });
    expect(withCities(chosen, [3], locations)).toMatchObject({ city_ids: [3], location_ids: [3] });
  });

  it('builds the body of a page, leaving out an empty search', () => {
    expect(siteOptionsBody({ ...emptySiteFilters(), availability: 'available' }, '  ', 2)).toEqual({
      region_ids: [],
      city_ids: [],
      location_ids: [],
      medium_ids: [],
      sec_ids: [],
      availability: 'available',
      page: 2,
      limit: 25,
    });
    expect(siteOptionsBody(emptySiteFilters(), ' LED ', 1).search).toBe('LED');
  });
});
