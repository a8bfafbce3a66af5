import { Checkbox } from '@ooh/ui/checkbox';
import { CompactDatePicker } from '@ooh/ui/date-picker';
import { Icon } from '@ooh/ui/icon';
import { IconButton } from '@ooh/ui/icon-button';
import { CompactSelect, type SelectItem } from '@ooh/ui/select';
import { Text } from '@ooh/ui/text';
import { type ChangeEvent, memo, useId } from 'react';
import { formatDate } from '../../briefs/format.ts';
import { formatAmount, formatFigure, formatWhole } from '../../plans/plan-format.ts';
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

const LINE_TYPES: SelectItem<'paid' | 'foc'>[] = [
  { value: 'paid', label: 'Paid' },
  { value: 'foc', label: 'FOC' },
];

const amount = (value: number | null | undefined) => (value == null ? '—' : formatAmount(value));
const count = (value: number | null | undefined) => (value == null ? '—' : formatWhole(value));

type NumberField = Exclude<EditableField, 'start_date' | 'end_date' | 'line_type'>;

/**
 * One row of the plan's site table: the site (sticky at the left, with its checkbox), its dates on the design
 * system's compact date picker, Paid/FOC on its compact select, compact number inputs, and the figures. A
 * message sits under the field it is about. Memoised: with stable handlers and row objects that change only when
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
  const errorId = (name: EditableField) => `${id}-${name}`;

  const message = (name: EditableField) =>
    errors?.[name] ? (
      <span id={errorId(name)} className={styles.fieldError}>
        {errors[name]}
      </span>
    ) : null;

  const numberField = (name: NumberField, label: string, className: string, whole: boolean, max?: number) => {
    const value = row[name];
    if (readOnly) return value == null ? '—' : formatFigure(value);
    const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
      const text = event.target.value;
      onChange(row.key, { [name]: text === '' ? null : Number(text) });
    };
    return (
      <span>
        <input
          className={className}
          type="number"
          min={whole ? 1 : 0}
          max={max}
          step={whole ? 1 : 'any'}
          inputMode={whole ? 'numeric' : 'decimal'}
          aria-label={`${label}, ${code}`}
          value={value ?? ''}
          onChange={handleChange}
          disabled={disabled}
          aria-invalid={errors?.[name] ? true : undefined}
          aria-describedby={errors?.[name] ? errorId(name) : undefined}
          name={`${name}-${row.key}`}
        />
        {message(name)}
      </span>
    );
  };

  const dateField = (name: 'start_date' | 'end_date', label: string) => {
    const value = row[name];
    if (readOnly) return <span>{value ? formatDate(value) : '—'}</span>;
    return (
      <span>
        <CompactDatePicker
          label={`${label}, ${code}`}
          value={value}
          onValueChange={(next) => onChange(row.key, { [name]: next })}
          disabled={disabled}
          invalid={Boolean(errors?.[name])}
          describedBy={errors?.[name] ? errorId(name) : undefined}
        />
        {message(name)}
      </span>
    );
  };

  return (
    <tr data-row-key={row.key} data-edited={row.saved ? undefined : true}>
      <th scope="row" className={styles.planSiteCell}>
        <span className={styles.siteLayout}>
          {readOnly ? null : (
            <Checkbox
              label={`Select ${code} in the plan`}
              hideLabel
              disabled={disabled}
              checked={selected}
              onCheckedChange={(checked) => onSelect(row.key, checked)}
            />
          )}
          <span className={styles.siteText}>
            <span className={styles.siteName}>{code}</span>
            <span className={styles.siteNameLine} title={row.site.site_name}>
              {row.site.site_name}
            </span>
            <span className={styles.siteWhereLine}>
              <Text as="span" size="xs" tone="secondary">
                {row.site.location_name} · {row.site.medium_name} · {row.site.width_ft}×{row.site.height_ft}{' '}
                ft
              </Text>
            </span>
            {rowError ? (
              <span className={styles.fieldError} role="note">
                {rowError}
              </span>
            ) : null}
          </span>
        </span>
      </th>
      <td className={`${styles.planCell} ${styles.dateCell}`}>
        <span className={styles.stacked}>
          {dateField('start_date', 'Start date')}
          {dateField('end_date', 'End date')}
          <span className={styles.daysLine}>
            {figures ? `${count(figures.days)} ${figures.days === 1 ? 'day' : 'days'}` : '—'}
          </span>
        </span>
      </td>
      <td className={`${styles.planCell} ${styles.lineTypeCell}`}>
        {readOnly ? (
          row.line_type === 'foc' ? (
            'FOC'
          ) : (
            'Paid'
          )
        ) : (
          <CompactSelect
            label={`Paid or FOC, ${code}`}
            items={LINE_TYPES}
            value={row.line_type}
            disabled={disabled}
            onValueChange={(lineType) => onChange(row.key, { line_type: lineType })}
          />
        )}
      </td>
      <td className={styles.planNumberCell}>
        {numberField('monthly_rate', 'Monthly rate', styles.rateInput, false)}
      </td>
      <td className={styles.planNumberCell}>
        {numberField('discount_percent', 'Discount %', styles.percentInput, false, 100)}
      </td>
      <td className={styles.planNumberCell}>
        {digital ? (
          '—'
        ) : (
          <span className={styles.stacked}>
            {numberField('printing_rate', 'Printing rate', styles.percentInput, false)}
            {numberField('mounting_cost', 'Mounting', styles.mountingInput, false)}
          </span>
        )}
      </td>
      <td className={styles.planNumberCell}>
        {digital ? (
          <span className={styles.stacked}>
            {numberField('spot_length_seconds', 'Spot (s)', styles.slotInput, true)}
            {numberField('loop_length_seconds', 'Loop (s)', styles.slotInput, true)}
            {numberField('spots_per_loop', 'Spots per loop', styles.slotInput, true)}
          </span>
        ) : (
          '—'
        )}
      </td>
      <td className={styles.planNumberCell}>{amount(figures?.gross)}</td>
      <td className={styles.planNumberCell}>{amount(figures?.net)}</td>
      <td className={styles.planNumberCell}>{amount(figures?.production)}</td>
      <td className={styles.planNumberCell}>{amount(figures?.total)}</td>
      {readOnly ? null : (
        <td className={styles.planCell}>
          <IconButton
            size="sm"
            variant="secondary"
            disabled={disabled}
            onClick={() => onRemove(row.key)}
            aria-label={`Remove ${code}`}
            icon={<Icon name="close" />}
          />
        </td>
      )}
    </tr>
  );
});
