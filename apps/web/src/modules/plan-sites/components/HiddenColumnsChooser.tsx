import { PLAN_COLUMNS } from '@ooh/api';
import { Box } from '@ooh/ui/box';
import { Checkbox } from '@ooh/ui/checkbox';
import { Popover } from '@ooh/ui/popover';
import { Text } from '@ooh/ui/text';
import * as styles from './plan-sites.css.ts';

export type HiddenColumnsChooserProps = {
  hiddenColumns: string[];
  onHiddenColumnsChange: (columns: string[]) => void;
  readOnly: boolean;
};

/** The columns of the site table the client does not see (saved as `hide_columns`), chosen one by one. */
export function HiddenColumnsChooser({
  hiddenColumns,
  onHiddenColumnsChange,
  readOnly,
}: HiddenColumnsChooserProps) {
  const count = hiddenColumns.length;
  const handleChange = (key: string, hidden: boolean) => {
    // Kept in the table's column order, whatever order they were ticked in.
    const next = new Set(hiddenColumns);
    if (hidden) next.add(key);
    else next.delete(key);
    onHiddenColumnsChange(PLAN_COLUMNS.map((column) => column.key).filter((column) => next.has(column)));
  };
  if (readOnly) {
    const labels = PLAN_COLUMNS.filter((column) => hiddenColumns.includes(column.key)).map((c) => c.label);
    return (
      <Text size="sm" tone="secondary">
        Columns hidden from the client: {labels.length ? labels.join(', ') : 'none'}
      </Text>
    );
  }
  return (
    <Popover
      trigger={`Columns hidden from the client: ${count}`}
      title="Columns hidden from the client"
      placement="bottom-end"
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Hide from the client</legend>
        <Box display="grid" gridTemplateColumns={2} gap="sm">
          {PLAN_COLUMNS.map((column) => (
            <Checkbox
              key={column.key}
              label={column.label}
              checked={hiddenColumns.includes(column.key)}
              onCheckedChange={(checked) => handleChange(column.key, checked)}
            />
          ))}
        </Box>
      </fieldset>
    </Popover>
  );
}
