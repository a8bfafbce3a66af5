import { PLAN_COLUMNS } from '@ooh/api';
import { Checkbox } from '@ooh/ui/checkbox';
import { Popover } from '@ooh/ui/popover';
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
      <p className={styles.muted}>
        Columns hidden from the client: {labels.length ? labels.join(', ') : 'none'}
      </p>
    );
  }
  return (
    <Popover
      trigger={`Columns hidden from the client: ${count}`}
      title="Columns hidden from the client"
      placement="bottom-end"
    >
      <fieldset className={styles.columnList}>
        <legend className={styles.legend}>Hide from the client</legend>
        {PLAN_COLUMNS.map((column) => (
          <Checkbox
            key={column.key}
            label={column.label}
            checked={hiddenColumns.includes(column.key)}
            onCheckedChange={(checked) => handleChange(column.key, checked)}
          />
        ))}
      </fieldset>
    </Popover>
  );
}
