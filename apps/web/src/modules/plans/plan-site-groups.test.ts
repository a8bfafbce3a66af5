import { planSiteRow, siteInventory } from '@ooh/api/msw';
import { describe, expect, it } from 'vitest';
import { groupPlanSites, leadingColumnCount, summedFigure } from './plan-site-groups.ts';

const site = (code: string) => {
  const found = siteInventory.find((item) => item.site_code === code);
  if (!found) throw new Error(`no fixture site ${code}`);
  return found;
};
// Three 40 × 20 ft billboards (one face) at 100,000 a month for 30 days, 10 % off, printing 45 a sq ft and
// 15,000 mounting; one Karachi billboard is FOC (docs/domain.md "Hand checks").
const march = {
  start_date: '2027-03-01',
  end_date: '2027-03-30',
  monthly_rate: 100_000,
  discount_percent: 10,
};
const rows = [
  planSiteRow(1, site('KHI-009'), march),
  planSiteRow(2, site('KHI-011'), { ...march, line_type: 'foc' }),
  planSiteRow(3, site('LHE-001'), march),
];

describe('a plan’s sites by city', () => {
  it('keeps the server’s order and sums each city, checked by hand', () => {
    const { cities, total } = groupPlanSites(rows);
    expect(cities.map((city) => [city.city, city.region, city.rows.length])).toEqual([
      ['Karachi', 'Sindh', 2],
      ['Lahore', 'Punjab', 1],
    ]);
    // By hand, per billboard: gross 100,000 × 30 / 30 = 100,000; discount 10,000; net 90,000 (FOC: 0);
    // production 45 × 40 × 20 × 1 + 15,000 = 51,000; total net + production.
    expect(cities[0]?.subtotal).toMatchObject({
      sites: 2,
      gross: 200_000,
      discount: 20_000,
      net: 90_000,
      production: 102_000,
      total: 192_000,
    });
    expect(cities[1]?.subtotal).toMatchObject({ sites: 1, net: 90_000, production: 51_000, total: 141_000 });
    // Three billboards, one FOC: net 180,000 (DOMAIN.md's hand check).
    expect(total).toMatchObject({
      sites: 3,
      gross: 300_000,
      net: 180_000,
      production: 153_000,
      total: 333_000,
    });
  });

  it('fills the figure columns of a total row and spans its label over the columns before them', () => {
    const { total } = groupPlanSites(rows);
    expect(summedFigure('net', total)).toBe(180_000);
    expect(summedFigure('discount_percent', total)).toBeUndefined();
    expect(summedFigure('monthly_rate', total)).toBeUndefined();
    expect(leadingColumnCount(['site_name', 'dates', 'monthly_rate', 'gross', 'net'])).toBe(3);
    expect(leadingColumnCount(['site_name', 'dates'])).toBe(2);
  });
});
