import type { SiteOption } from '@ooh/api';
import { Checkbox } from '@ooh/ui/checkbox';
import { EmptyState } from '@ooh/ui/empty-state';
import { Skeleton } from '@ooh/ui/skeleton';
import { formatDateRange, formatMoney } from '../../briefs/format.ts';
import * as styles from './plan-sites.css.ts';

export type SiteOptionsTableProps = {
  sites: SiteOption[];
  loading: boolean;
  /** Sites chosen to add, by id (across pages). */
  selectedIds: ReadonlySet<number>;
  /** Sites already in the plan, by id: shown, not selectable. */
  inPlan: ReadonlySet<number>;
  onSelectionChange: (sites: SiteOption[], selected: boolean) => void;
};

/** Why a site cannot be chosen, or null when it can. */
export function bookingOf(site: SiteOption): string | null {
  if (site.available) return null;
  const booking = site.booked_by;
  return booking
    ? `Booked in ${booking.planName} (${booking.brief_number}) ${formatDateRange(booking.start_date, booking.end_date)}`
    : 'Booked for these dates';
}

/** One page of inventory sites with their availability; booked ones and those in the plan cannot be chosen. */
export function SiteOptionsTable({
  sites,
  loading,
  selectedIds,
  inPlan,
  onSelectionChange,
}: SiteOptionsTableProps) {
  const selectable = sites.filter((site) => site.available && !inPlan.has(site.id));
  const chosenOnPage = selectable.filter((site) => selectedIds.has(site.id)).length;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the wide table scrolls; keyboard users scroll it from here
    <section className={styles.scrollArea} tabIndex={0} aria-label="Inventory sites, scrollable">
      <table className={styles.table} aria-busy={loading || undefined}>
        <caption className={styles.caption}>Inventory sites</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headerCell}>
              <Checkbox
                label="Select every free site on this page"
                hideLabel
                checked={
                  chosenOnPage > 0 && chosenOnPage === selectable.length
                    ? true
                    : chosenOnPage > 0
                      ? 'indeterminate'
                      : false
                }
                onCheckedChange={(checked) => onSelectionChange(selectable, checked)}
                disabled={loading || selectable.length === 0}
              />
            </th>
            <th scope="col" className={styles.headerCell}>
              Site
            </th>
            <th scope="col" className={styles.headerCell}>
              City · location
            </th>
            <th scope="col" className={styles.headerCell}>
              Medium
            </th>
            <th scope="col" className={styles.headerCell}>
              SEC
            </th>
            <th scope="col" className={styles.numberHeader}>
              Size (ft)
            </th>
            <th scope="col" className={styles.numberHeader}>
              Rate card / month
            </th>
            <th scope="col" className={styles.headerCell}>
              Availability
            </th>
          </tr>
        </thead>
        <tbody>
          {loading && sites.length === 0 ? (
            <tr>
              <td colSpan={8} className={styles.cell}>
                <Skeleton shape="text" width="full" />
              </td>
            </tr>
          ) : sites.length === 0 ? (
            <tr>
              <td colSpan={8} className={styles.cell}>
                <EmptyState
                  title="No site matches"
                  description="Change the filters or the search."
                  headingLevel={3}
                />
              </td>
            </tr>
          ) : (
            sites.map((site) => {
              const booking = bookingOf(site);
              const already = inPlan.has(site.id);
              return (
                <tr key={site.id} className={booking ? styles.bookedRow : undefined}>
                  <td className={styles.cell}>
                    <Checkbox
                      label={`Select ${site.site_code}`}
                      hideLabel
                      checked={already || selectedIds.has(site.id)}
                      disabled={booking !== null || already}
                      onCheckedChange={(checked) => onSelectionChange([site], checked)}
                    />
                  </td>
                  <th scope="row" className={styles.siteOptionCell}>
                    <span className={styles.siteName}>{site.site_code}</span>
                    <br />
                    {site.name}
                  </th>
                  <td className={styles.cell}>
                    {site.city_name} · {site.location_name}
                  </td>
                  <td className={styles.cell}>{site.medium_name}</td>
                  <td className={styles.cell}>{site.sec_name ?? '—'}</td>
                  <td className={styles.numberCell}>
                    {site.width_ft}×{site.height_ft}
                    {site.faces > 1 ? ` ×${site.faces}` : ''}
                  </td>
                  <td className={styles.numberCell}>{formatMoney(site.monthly_rate)}</td>
                  <td className={styles.cell}>{already ? 'In this plan' : (booking ?? 'Free')}</td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </section>
  );
}
