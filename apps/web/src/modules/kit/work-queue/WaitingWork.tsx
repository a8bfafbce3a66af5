import { Box } from '@ooh/ui/box';
import { EmptyState } from '@ooh/ui/empty-state';
import { Link } from '@ooh/ui/link';
import { Stack } from '@ooh/ui/stack';
import { StatCard } from '@ooh/ui/stat-card';
import { Text } from '@ooh/ui/text';
import { usePermissions } from '../permissions/use-permissions.ts';
import { formatCount } from '../text/format-count.ts';

/** One kind of work waiting: its count (capped ones read "99+"), where it is done, and the records most concerned. */
export type WaitingItem = {
  key: string;
  label: string;
  count: number;
  capped?: boolean;
  href: string;
  records: ReadonlyArray<{ label: string; href: string; count: number | null }>;
};

const SKELETONS = ['first', 'second', 'third'];

/**
 * What waits for the signed-in role, one card a kind (the dashboard's queue and the analyst's): the count is a link
 * to where the work is done when the role may open it, and under it the records concerned, each a link too. Kinds
 * with nothing waiting are left out; with none at all it says so. `items` undefined: the cards' skeletons, the size
 * of the loaded ones, so nothing below moves when they arrive.
 */
export function WaitingWork({ items }: { items: readonly WaitingItem[] | undefined }) {
  const permissions = usePermissions();
  if (items === undefined)
    return (
      <Box
        as="ul"
        role="list"
        display="grid"
        gridTemplateColumns="tiles"
        gap="lg"
        padding="none"
        margin="none"
      >
        {SKELETONS.map((key) => (
          <Box as="li" key={key} display="grid">
            <StatCard label="Loading" value={0} loading />
          </Box>
        ))}
      </Box>
    );
  const waiting = items.filter((item) => item.count > 0);
  if (waiting.length === 0)
    return (
      <EmptyState
        headingLevel={3}
        title="Nothing waits for you"
        description="New work shows here as it comes in."
      />
    );
  return (
    <Box as="ul" role="list" display="grid" gridTemplateColumns="tiles" gap="lg" padding="none" margin="none">
      {waiting.map((item) => (
        <Box as="li" key={item.key} display="flex" flexDirection="column" gap="sm">
          <StatCard
            label={item.label}
            value={item.capped ? `${formatCount(item.count)}+` : item.count}
            tone="caution"
            {...(permissions.mayOpen(item.href) ? { href: item.href } : {})}
          />
          {item.records.length > 0 ? (
            <Stack as="ul" space="xs" aria-label={item.label}>
              {item.records.map((record) => (
                <Text key={record.href} size="sm">
                  {permissions.mayOpen(record.href) ? (
                    <Link href={record.href}>{record.label}</Link>
                  ) : (
                    record.label
                  )}
                  {record.count === null ? '' : ` · ${formatCount(record.count)}`}
                </Text>
              ))}
            </Stack>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
