import { describe, expect, it } from 'vitest';
import {
  computeRow,
  consolidated,
  conventionalByRegion,
  conventionalSummary,
  conventionalVsDigital,
  digitalSummary,
  displayDuration,
  focPaidBreakup,
  grandTotal,
  percentOf,
  preCampaignAnalysis,
  type RowInput,
  type RowSite,
  rowReach,
  type SummaryRow,
  sumTotals,
} from './index.ts';

// The seven summaries (summaries.ts), the pre-campaign analysis (pre-campaign.ts) and their shares (summary-rows.ts).
// docs/domain.md "Summaries for a plan": the hand checks, each written as the page writes it.

interface Place {
  site_id: number;
  region_id?: number;
  region_name?: string;
  city_id?: number;
  city_name?: string;
  medium_name?: string;
}

let nextRow = 1;
function summaryRow(site: Partial<RowSite> & Place, input: Partial<RowInput> = {}): SummaryRow {
  const rowSite: RowSite = {
    kind: 'conventional',
    width_ft: 40,
    height_ft: 20,
    faces: 1,
    daily_traffic: 50_000,
    operating_from_minute: null,
    operating_to_minute: null,
    ...site,
  };
  const rowInput: RowInput = {
    start_date: '2026-12-01',
    end_date: '2026-12-30',
    line_type: 'paid',
    monthly_rate: 100_000,
    discount_percent: 10,
    printing_rate: 0,
    mounting_cost: 0,
    spot_length_seconds: null,
    loop_length_seconds: null,
    spots_per_loop: null,
    ...input,
  };
  const figures = computeRow(rowSite, rowInput);
  return {
    plan_site_id: nextRow++,
    site_id: site.site_id,
    site_code: `S-${site.site_id}`,
    site_name: `Site ${site.site_id}`,
    region_id: site.region_id ?? 1,
    region_name: site.region_name ?? 'Punjab',
    city_id: site.city_id ?? 1,
    city_name: site.city_name ?? 'Lahore',
    medium_name: site.medium_name ?? (rowSite.kind === 'digital' ? 'DOOH screen' : 'Billboard'),
    kind: rowSite.kind,
    faces: rowSite.faces,
    area_sqft: figures.area_sqft,
    start_date: rowInput.start_date,
    end_date: rowInput.end_date,
    days: figures.days,
    line_type: rowInput.line_type,
    gross: figures.gross,
    discount: figures.discount,
    net: figures.net,
    production: figures.production,
    total: figures.total,
    daily_traffic: rowSite.daily_traffic,
    spot_length_seconds: rowInput.spot_length_seconds,
    loop_length_seconds: rowInput.loop_length_seconds,
    spots_per_loop: rowInput.spots_per_loop,
    plays_per_day: figures.plays_per_day,
    share_of_voice: figures.share_of_voice,
    impressions: figures.impressions,
  };
}

/** Three billboards at 100,000 a month for 30 days, 10% discount, one FOC (50,000 passers a day each). */
const threeBillboards = () => [
  summaryRow({ site_id: 1 }),
  summaryRow({ site_id: 2 }),
  summaryRow({ site_id: 3 }, { line_type: 'foc' }),
];

/** One screen, 10 s spot, 60 s loop, 1 spot, open 06:00–24:00, at 60,000 a month, no discount. */
const screen = (change: Partial<RowSite & Place> = {}, input: Partial<RowInput> = {}) =>
  summaryRow(
    {
      site_id: 4,
      kind: 'digital',
      width_ft: 24,
      height_ft: 12,
      daily_traffic: 100_000,
      operating_from_minute: 6 * 60,
      operating_to_minute: 24 * 60,
      ...change,
    },
    {
      monthly_rate: 60_000,
      discount_percent: 0,
      spot_length_seconds: 10,
      loop_length_seconds: 60,
      spots_per_loop: 1,
      printing_rate: 5,
      mounting_cost: 1_000,
      ...input,
    },
  );

describe('1. FOC vs paid', () => {
  it('three billboards (one FOC) → net 180,000 and FOC share 33.3 %', () => {
    const summary = focPaidBreakup(threeBillboards());
    expect(summary.breakup).toEqual([
      { line_type: 'paid', sites: 2, gross: 200_000, discount: 20_000, net: 180_000 },
      { line_type: 'foc', sites: 1, gross: 100_000, discount: 10_000, net: 0 },
    ]);
    expect(summary.totals).toEqual({ sites: 3, gross: 300_000, discount: 30_000, net: 180_000 });
    expect(summary.foc_share_percent).toBe(33.3);
  });

  it('an empty plan has both lines at zero and no FOC share', () => {
    const summary = focPaidBreakup([]);
    expect(summary.breakup.map((line) => [line.line_type, line.sites, line.net])).toEqual([
      ['paid', 0, 0],
      ['foc', 0, 0],
    ]);
    expect(summary.foc_share_percent).toBeNull();
  });
});

describe('2. conventional summary', () => {
  it('groups by medium and city: sites, faces, face area, money, impressions and a CPM of sums', () => {
    const rows = [
      ...threeBillboards(),
      summaryRow({
        site_id: 5,
        faces: 2,
        city_id: 3,
        city_name: 'Karachi',
        region_id: 2,
        region_name: 'Sindh',
      }),
      summaryRow(
        { site_id: 6, medium_name: 'Streetpole', width_ft: 4, height_ft: 6, faces: 2 },
        { mounting_cost: 2_000 },
      ),
      screen(),
    ];
    const summary = conventionalSummary(rows);
    expect(
      summary.groups.map((g) => [g.medium_name, g.city_name, g.sites, g.faces, g.face_area_sqft]),
    ).toEqual([
      ['Billboard', 'Karachi', 1, 2, 1_600],
      ['Billboard', 'Lahore', 3, 3, 2_400],
      ['Streetpole', 'Lahore', 1, 2, 48],
    ]);
    const lahore = summary.groups[1]!;
    // 180,000 over 3 × 1,500,000 impressions (the FOC billboard is on display too) → 40 per thousand.
    expect(lahore).toMatchObject({
      gross: 300_000,
      discount: 30_000,
      net: 180_000,
      impressions: 4_500_000,
      cpm: 40,
      sites_without_traffic: 0,
    });
    expect(summary.totals).toMatchObject({ sites: 5, faces: 7, net: 360_000, production: 2_000 });
    // The screen is not a conventional row.
    expect(summary.totals.impressions).toBe(7_500_000);
    // Hand check 8: a medium over all its cities. Billboard: Lahore's 180,000 and Karachi's 90,000 over
    // 4,500,000 + 1,500,000 impressions → 270,000 / 6,000,000 × 1,000 = 45; Streetpole 90,000 / 1,500,000 → 60
    // (its 2,000 of mounting is production, not net).
    expect(
      summary.by_medium.map((m) => [m.medium_name, m.sites, m.faces, m.net, m.impressions, m.cpm]),
    ).toEqual([
      ['Billboard', 4, 5, 270_000, 6_000_000, 45],
      ['Streetpole', 1, 2, 90_000, 1_500_000, 60],
    ]);
  });

  it('a group without traffic data has a null CPM, not 0 or Infinity; a mixed group leaves those rows out', () => {
    const unmeasured = summaryRow({ site_id: 7, daily_traffic: null });
    expect(conventionalSummary([unmeasured]).totals).toMatchObject({
      net: 90_000,
      impressions: 0,
      cpm: null,
      sites_without_traffic: 1,
    });
    // 90,000 over 1,500,000 → 60, not 180,000 over 1,500,000 → 120.
    const mixed = conventionalSummary([summaryRow({ site_id: 8 }), unmeasured]);
    expect(mixed.totals).toMatchObject({
      net: 180_000,
      impressions: 1_500_000,
      cpm: 60,
      sites_without_traffic: 1,
    });
    expect(mixed.by_medium).toEqual([expect.objectContaining({ medium_name: 'Billboard', ...mixed.totals })]);
    expect(conventionalSummary([]).by_medium).toEqual([]);
  });
});

describe('3. digital summary and 4. display duration', () => {
  it('one screen, 10 s spot, 60 s loop, 06:00–24:00 → 1,080 plays a day, share of voice 16.7 %, 3 hours a day', () => {
    const rows = [...threeBillboards(), screen()];
    const digital = digitalSummary(rows);
    expect(digital.rows).toEqual([
      expect.objectContaining({
        site_id: 4,
        screens: 1,
        spot_length_seconds: 10,
        loop_length_seconds: 60,
        spots_per_loop: 1,
        plays_per_day: 1_080,
        share_of_voice_percent: 16.7,
        days: 30,
        net: 60_000,
        // 100,000 a day × 30 days × 1/6
        impressions: 500_000,
        cpm: 120,
      }),
    ]);
    expect(digital.totals).toEqual({
      sites: 1,
      screens: 1,
      plays_per_day: 1_080,
      gross: 60_000,
      net: 60_000,
      impressions: 500_000,
      cpm: 120,
      sites_without_traffic: 0,
    });

    expect(digital.by_medium).toEqual([{ medium_name: 'DOOH screen', ...digital.totals }]);

    const duration = displayDuration(rows);
    expect(duration.rows).toEqual([
      expect.objectContaining({
        display_seconds_per_day: 10_800,
        display_hours_per_day: 3,
        days: 30,
        display_seconds: 324_000,
        display_hours: 90,
      }),
    ]);
    expect(duration.totals).toEqual({ sites: 1, display_seconds: 324_000, display_hours: 90 });
  });

  it('by medium: each medium a CPM of its own sums, over its rows with traffic data (hand check 8)', () => {
    const rows = [
      screen(),
      // The same medium without traffic data: its net leaves the CPM.
      screen({ site_id: 10, daily_traffic: null }),
      // A 20 s spot in a 60 s loop: share of voice 1/3, 100,000 × 30 × 1/3 = 1,000,000 impressions.
      screen({ site_id: 11, medium_name: 'LED wall' }, { spot_length_seconds: 20 }),
    ];
    expect(digitalSummary(rows).by_medium).toEqual([
      {
        medium_name: 'DOOH screen',
        sites: 2,
        screens: 2,
        plays_per_day: 2_160,
        gross: 120_000,
        net: 120_000,
        impressions: 500_000,
        // 60,000 / 500,000 × 1,000, not 120,000 / 500,000 × 1,000
        cpm: 120,
        sites_without_traffic: 1,
      },
      {
        medium_name: 'LED wall',
        sites: 1,
        screens: 1,
        plays_per_day: 1_080,
        gross: 60_000,
        net: 60_000,
        impressions: 1_000_000,
        cpm: 60,
        sites_without_traffic: 0,
      },
    ]);
  });
});

describe('5. conventional vs digital', () => {
  it('three billboards (one FOC) and one screen: budget 75/25 %, impressions 90/10 %, 60,000 per site-month', () => {
    const comparison = conventionalVsDigital([...threeBillboards(), screen()]);
    expect(comparison.kinds).toEqual([
      {
        kind: 'conventional',
        sites: 3,
        net: 180_000,
        impressions: 4_500_000,
        cpm: 40,
        sites_without_traffic: 0,
        site_months: 3,
        net_per_site_month: 60_000,
        budget_share_percent: 75,
        impressions_share_percent: 90,
      },
      {
        kind: 'digital',
        sites: 1,
        net: 60_000,
        impressions: 500_000,
        cpm: 120,
        sites_without_traffic: 0,
        site_months: 1,
        net_per_site_month: 60_000,
        budget_share_percent: 25,
        impressions_share_percent: 10,
      },
    ]);
    // 240,000 / 5,000,000 × 1,000 = 48
    expect(comparison.totals).toMatchObject({
      net: 240_000,
      impressions: 5_000_000,
      cpm: 48,
      site_months: 4,
    });
  });

  it('a kind with no rows answers zeros and nulls', () => {
    const [, digital] = conventionalVsDigital(threeBillboards()).kinds;
    expect(digital).toMatchObject({
      sites: 0,
      net: 0,
      cpm: null,
      net_per_site_month: null,
      budget_share_percent: 0,
      impressions_share_percent: 0,
    });
  });
});

describe('6. conventional summary by region', () => {
  it('share = Σnet(region) / Σnet(plan): 90,000 of 240,000 → 37.5 % each, conventional 75 %', () => {
    const sindh = { city_id: 3, city_name: 'Karachi', region_id: 2, region_name: 'Sindh' };
    const rows = [
      summaryRow({ site_id: 1 }),
      summaryRow({ site_id: 2, ...sindh }),
      summaryRow({ site_id: 3 }, { line_type: 'foc' }),
      screen(),
    ];
    const summary = conventionalByRegion(rows);
    expect(summary.regions.map((r) => [r.region_name, r.sites, r.net, r.share_percent])).toEqual([
      ['Punjab', 2, 90_000, 37.5],
      ['Sindh', 1, 90_000, 37.5],
    ]);
    expect(summary.regions[0]!.groups.map((g) => [g.medium_name, g.city_name, g.sites])).toEqual([
      ['Billboard', 'Lahore', 2],
    ]);
    expect(summary.totals).toMatchObject({ sites: 3, net: 180_000, share_percent: 75 });
  });
});

describe('7. consolidated', () => {
  it('subtotal = Σnet + Σproduction, tax at the rate, grand total: 250,000 + 18 % = 295,000', () => {
    const rows = [
      summaryRow({ site_id: 1 }, { mounting_cost: 10_000 }),
      summaryRow({ site_id: 2 }),
      summaryRow({ site_id: 3 }, { line_type: 'foc' }),
      // printing and mounting typed on a screen row are not charged (production 0 for digital)
      screen(),
    ];
    const summary = consolidated(rows, 18);
    expect(summary.lines).toEqual([
      {
        kind: 'conventional',
        sites: 3,
        gross: 300_000,
        discount: 30_000,
        net: 180_000,
        production: 10_000,
        subtotal: 190_000,
      },
      { kind: 'digital', sites: 1, gross: 60_000, discount: 0, net: 60_000, production: 0, subtotal: 60_000 },
    ]);
    expect(summary.totals).toMatchObject({ sites: 4, net: 240_000, production: 10_000, subtotal: 250_000 });
    expect(summary).toMatchObject({ tax_rate_percent: 18, tax: 45_000, grand_total: 295_000 });
  });

  it('rounds the tax once, half away from zero: 14,367.89 × 18 % = 2,586.2202 → 2,586.22', () => {
    const row = summaryRow({ site_id: 1 }, { monthly_rate: 14_367.89, discount_percent: 0 });
    expect(row.net).toBe(14_367.89);
    expect(consolidated([row], 18)).toMatchObject({ tax: 2_586.22, grand_total: 16_954.11 });
    expect(consolidated([row], 0)).toMatchObject({ tax: 0, grand_total: 14_367.89 });
  });

  it("grandTotal of the rows' summed totals is the consolidated grand total (what a pay order is compared with)", () => {
    const rows = [
      summaryRow({ site_id: 1 }, { mounting_cost: 10_000 }),
      summaryRow({ site_id: 2 }),
      summaryRow({ site_id: 3 }, { line_type: 'foc' }),
      screen(),
    ];
    expect(grandTotal(sumTotals(rows), 18)).toBe(295_000);
    const odd = summaryRow({ site_id: 1 }, { monthly_rate: 14_367.89, discount_percent: 0 });
    expect(grandTotal(sumTotals([odd]), 18)).toBe(16_954.11);
    expect(grandTotal(sumTotals([]), 18)).toBe(0);
  });
});

describe('pre-campaign analysis', () => {
  const values = (names: string[], targeted: string[] = []) =>
    names.map((name, i) => ({ id: i + 1, name, targeted: targeted.includes(name) }));
  const input = {
    audiences: new Map([
      [1, { age_range_ids: [1, 2], gender_ids: [1], sec_range_id: 1 }],
      [2, { age_range_ids: [2], gender_ids: [2], sec_range_id: 1 }],
      [3, { age_range_ids: [1], gender_ids: [1, 2], sec_range_id: 2 }],
    ]),
    ageRanges: values(['18–24', '25–34', '35–44'], ['18–24']),
    genders: values(['Female', 'Male']),
    secRanges: values(['A', 'B'], ['A']),
    briefBudget: 400_000,
  };

  it("counts each site's audience: sites and impressions per age range, gender and SEC; on target = every targeted dimension", () => {
    const { audience } = preCampaignAnalysis(threeBillboards(), input);
    expect(audience.age_ranges).toEqual([
      { id: 1, name: '18–24', targeted: true, sites: 2, impressions: 3_000_000, share_percent: 66.7 },
      { id: 2, name: '25–34', targeted: false, sites: 2, impressions: 3_000_000, share_percent: 66.7 },
      { id: 3, name: '35–44', targeted: false, sites: 0, impressions: 0, share_percent: 0 },
    ]);
    expect(audience.genders.map((g) => [g.name, g.sites])).toEqual([
      ['Female', 2],
      ['Male', 2],
    ]);
    expect(audience.sec_ranges.map((s) => [s.name, s.targeted, s.sites])).toEqual([
      ['A', true, 2],
      ['B', false, 1],
    ]);
    // Only site 1 reaches 18–24 and SEC A.
    expect(audience.on_target).toEqual({ sites: 1, impressions: 1_500_000, share_percent: 33.3 });
    const untargeted = preCampaignAnalysis(threeBillboards(), {
      ...input,
      ageRanges: values(['18–24']),
      secRanges: values(['A']),
    });
    expect(untargeted.audience.on_target).toBeNull();
  });

  it('reach: a billboard reaches its 50,000 passers in 30 days, 30 times each', () => {
    const billboard = summaryRow({ site_id: 1 });
    expect(rowReach(billboard)).toBe(50_000);
    expect(preCampaignAnalysis([billboard], input).reach).toEqual({
      impressions: 1_500_000,
      reach: 50_000,
      frequency: 30,
      sites_without_traffic: 0,
    });
  });

  it('reach: a screen with 60,000 passers, share of voice 1/6, for 6 days → 60,000 impressions, 39,906 people, 1.50 each', () => {
    const six = screen({ daily_traffic: 60_000 }, { start_date: '2026-12-01', end_date: '2026-12-06' });
    expect(six.impressions).toBe(60_000);
    // 60,000 × (1 − (5/6)^6) = 60,000 × 31,031 / 46,656 = 39,906.1
    expect(rowReach(six)).toBe(39_906);
    expect(preCampaignAnalysis([six], input).reach).toMatchObject({ reach: 39_906, frequency: 1.5 });
    expect(rowReach({ ...six, daily_traffic: null })).toBeNull();
  });

  it('budget by medium and city: net, total and share of the net; used = total / the brief budget', () => {
    const rows = [
      ...threeBillboards(),
      summaryRow(
        { site_id: 5, city_id: 3, city_name: 'Karachi', region_id: 2, region_name: 'Sindh' },
        { mounting_cost: 10_000 },
      ),
      screen(),
    ];
    const { budget } = preCampaignAnalysis(rows, input);
    expect(budget).toMatchObject({
      brief_budget: 400_000,
      net: 330_000,
      total: 340_000,
      budget_used_percent: 85,
    });
    expect(budget.by_medium).toEqual([
      {
        medium_name: 'Billboard',
        kind: 'conventional',
        sites: 4,
        net: 270_000,
        total: 280_000,
        share_percent: 81.8,
      },
      {
        medium_name: 'DOOH screen',
        kind: 'digital',
        sites: 1,
        net: 60_000,
        total: 60_000,
        share_percent: 18.2,
      },
    ]);
    expect(budget.by_city.map((c) => [c.city_name, c.sites, c.net, c.share_percent])).toEqual([
      ['Karachi', 1, 90_000, 27.3],
      ['Lahore', 4, 240_000, 72.7],
    ]);
  });

  it('schedule: a billboard from Wed 1 to Thu 30 Jan 2031 at net 90,000 → weeks of 5, 7, 7, 7 and 4 days at 3,000 a day', () => {
    const row = summaryRow({ site_id: 1 }, { start_date: '2031-01-01', end_date: '2031-01-30' });
    const { schedule } = preCampaignAnalysis([row], input);
    expect(schedule.map((w) => [w.week_start, w.week_end, w.site_days, w.net, w.impressions])).toEqual([
      ['2030-12-30', '2031-01-05', 5, 15_000, 250_000],
      ['2031-01-06', '2031-01-12', 7, 21_000, 350_000],
      ['2031-01-13', '2031-01-19', 7, 21_000, 350_000],
      ['2031-01-20', '2031-01-26', 7, 21_000, 350_000],
      ['2031-01-27', '2031-02-02', 4, 12_000, 200_000],
    ]);
  });

  it("schedule: every week between the rows, and a row's weeks add up to its net to the paisa", () => {
    const odd = summaryRow(
      { site_id: 1 },
      { start_date: '2031-01-01', end_date: '2031-01-07', monthly_rate: 10_000 },
    );
    const later = summaryRow({ site_id: 2 }, { start_date: '2031-01-20', end_date: '2031-01-20' });
    const { schedule } = preCampaignAnalysis([odd, later], input);
    expect(schedule.map((w) => [w.week_start, w.sites_live])).toEqual([
      ['2030-12-30', 1],
      ['2031-01-06', 1],
      ['2031-01-13', 0],
      ['2031-01-20', 1],
    ]);
    // net 2,100 (10,000 × 7 / 30 = 2,333.33 less 10 %): 5 days → 1,500, 2 days → 600
    expect(odd.net).toBe(2_100);
    expect(schedule[0]!.net + schedule[1]!.net).toBe(odd.net);
    expect(preCampaignAnalysis([], input).schedule).toEqual([]);
  });
});

describe('shares', () => {
  it('are percentages to one decimal, half away from zero, and null against nothing', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(1, 8)).toBe(12.5);
    expect(percentOf(1, 16)).toBe(6.3);
    expect(percentOf(5, 0)).toBeNull();
  });
});
