import { Button } from '@ooh/ui/button';
import { Checkbox } from '@ooh/ui/checkbox';
import { Text } from '@ooh/ui/text';
import { type ChangeEvent, memo, useId } from 'react';
import { formatDate, formatMoney } from '../../briefs/format.ts';
import { type EditableField, figuresOf, type PlanSiteDraft, type PlanSiteValues } from '../plan-site-rows.ts';
import * as styles from './plan-sites.css.ts';

export type PlanSiteRowEditorProps = {
  row: PlanSiteDraft;
  /** Messages by field (`row` for the row as a whole); the same object while they do not change. */
  errors: Record<string, string> | undefined;
  /** The plan's status forbids edits: values are shown as text. */
  readOnly: boolean;
  /** A save is on its way: the inputs wait for its answer. */
  disabled: boolean;
  selected: boolean;
  onChange: (key: string, values: Partial<PlanSiteValues>) => void;
  onRemove: (key: string) => void;
  onSelect: (key: string, selected: boolean) => void;
};

const amount = (value: number | null | undefined) => (value == null ? '—' : formatMoney(value));
const count = (value: number | null | undefined) => (value == null ? '—' : value.toLocaleString('en-GB'));

/**
 * One row of the plan's site table. Memoised: with stable handlers and row objects that change only when
 * edited, typing in one row redraws that row alone.
 */
export const PlanSiteRowEditor = memo(function PlanSiteRowEditor({
  row,
  errors,
  readOnly,
  disabled,
  selected,
  onChange,
  onRemove,
  onSelect,
}: PlanSiteRowEditorProps) {
  const id = useId();
  const digital = row.site.kind === 'digital';
  const figures = figuresOf(row);
  const code = row.site.site_code;
  const rowError = errors?.row;

  const field = (name: EditableField, label: string, className: string, extra: object = {}) => {
    const message = errors?.[name];
    const errorId = `${id}-${name}`;
    const value = row[name];
    if (readOnly) {
      const shown = value ?? '—';
      return typeof shown === 'number'
        ? shown.toLocaleString('en-GB')
        : name.endsWith('_date')
          ? formatDate(shown)
          : shown;
    }
    const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
      const text = event.target.value;
      const next = event.target.type === 'number' ? (text === '' ? null : Number(text)) : text || null;
      onChange(row.key, { [name]: next });
    };
    return (
      <>
        <input
          className={className}
          aria-label={`${label}, ${code}`}
          value={value ?? ''}
          onChange={handleChange}
          disabled={disabled}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          name={`${name}-${row.key}`}
          {...extra}
        />
        {message ? (
          <span id={errorId} className={styles.fieldError}>
            {message}
          </span>
        ) : null}
      </>
    );
  };
  const money = { type: 'number', min: 0, step: 'any', inputMode: 'decimal' };
  const whole = { type: 'number', min: 1, step: 1, inputMode: 'numeric' };

  return (
    <tr data-row-key={row.key} data-edited={row.saved ? undefined : true}>
      {readOnly ? null : (
        <td className={styles.cell}>
          <Checkbox
            label={`Select ${code} in the plan`}
            hideLabel
            disabled={disabled}
            checked={selected}
            onCheckedChange={(checked) => onSelect(row.key, checked)}
          />
        </td>
      )}
      <th scope="row" className={styles.cell}>
        <span className={styles.siteName}>{code}</span>
        <br />
        {row.site.site_name}
        <br />
        <Text as="span" size="sm" tone="secondary">
          {row.site.location_name} · {row.site.medium_name} · {row.site.width_ft}×{row.site.height_ft} ft
        </Text>
        {rowError ? (
          <span className={styles.fieldError} role="note">
            {rowError}
          </span>
        ) : null}
      </th>
      <td className={styles.cell}>{field('start_date', 'Start date', styles.dateInput, { type: 'date' })}</td>
      <td className={styles.cell}>{field('end_date', 'End date', styles.dateInput, { type: 'date' })}</td>
      <td className={styles.numberCell}>{count(figures?.days)}</td>
      <td className={styles.cell}>
        {readOnly ? (
          row.line_type === 'foc' ? (
            'FOC'
          ) : (
            'Paid'
          )
        ) : (
          <select
            className={styles.input}
            aria-label={`Paid or FOC, ${code}`}
            value={row.line_type}
            disabled={disabled}
            onChange={(event) =>
              onChange(row.key, { line_type: event.target.value === 'foc' ? 'foc' : 'paid' })
            }
          >
            <option value="paid">Paid</option>
            <option value="foc">FOC</option>
          </select>
        )}
      </td>
      <td className={styles.numberCell}>
        {field('monthly_rate', 'Monthly rate', styles.amountInput, money)}
      </td>
      <td className={styles.numberCell}>
        {field('discount_percent', 'Discount %', styles.smallInput, { ...money, max: 100 })}
      </td>
      <td className={styles.numberCell}>
        {digital ? '—' : field('printing_rate', 'Printing rate', styles.smallInput, money)}
      </td>
      <td className={styles.numberCell}>
        {digital ? '—' : field('mounting_cost', 'Mounting', styles.amountInput, money)}
      </td>
      <td className={styles.numberCell}>
        {digital ? field('spot_length_seconds', 'Spot (s)', styles.smallInput, whole) : '—'}
      </td>
      <td className={styles.numberCell}>
        {digital ? field('loop_length_seconds', 'Loop (s)', styles.smallInput, whole) : '—'}
      </td>
      <td className={styles.numberCell}>
        {digital ? field('spots_per_loop', 'Spots per loop', styles.smallInput, whole) : '—'}
      </td>
      <td className={styles.numberCell}>{amount(figures?.gross)}</td>
      <td className={styles.numberCell}>{amount(figures?.net)}</td>
      <td className={styles.numberCell}>{amount(figures?.production)}</td>
      <td className={styles.numberCell}>{amount(figures?.total)}</td>
      {readOnly ? null : (
        <td className={styles.cell}>
          <Button
            size="sm"
            variant="secondary"
            disabled={disabled}
            onClick={() => onRemove(row.key)}
            aria-label={`Remove ${code}`}
          >
            Remove
          </Button>
        </td>
      )}
    </tr>
  );
});
