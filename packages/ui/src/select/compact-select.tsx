import { Portal } from '@ark-ui/react/portal';
import { Select as ArkSelect, createListCollection, useSelectContext } from '@ark-ui/react/select';
import { useMemo } from 'react';
import { visuallyHidden } from '../css/helpers.css';
import * as styles from './compact-select.css';
import * as listbox from './listbox.css';
import { CheckIcon, ChevronDownIcon } from './listbox-parts';
import type { SelectItem } from './select';

export type CompactSelectProps<T extends string = string> = {
  /** Names the control (kept for assistive technology; a table's column header is the visible label). */
  label: string;
  items: SelectItem<T>[];
  value: T;
  onValueChange: (value: T) => void;
  disabled?: boolean;
};

/**
 * One value out of a short list in a table cell: Select's list and keyboard (Enter, Space or ArrowDown opens;
 * arrows and typing move; Enter chooses; Escape closes) behind a small button, with the label kept for
 * assistive technology only. Always one value: there is no empty choice.
 */
export function CompactSelect<T extends string = string>({
  label,
  items,
  value,
  onValueChange,
  disabled = false,
}: CompactSelectProps<T>) {
  const collection = useMemo(() => createListCollection({ items }), [items]);
  return (
    <ArkSelect.Root
      collection={collection}
      value={[value]}
      onValueChange={(details) => {
        const chosen = details.items[0]?.value;
        if (chosen) onValueChange(chosen);
      }}
      disabled={disabled}
      positioning={{ sameWidth: false, placement: 'bottom-start' }}
      lazyMount
      unmountOnExit
    >
      <ArkSelect.Label className={visuallyHidden}>{label}</ArkSelect.Label>
      <ArkSelect.Control>
        <ArkSelect.Trigger className={styles.trigger()}>
          <ArkSelect.ValueText />
          <ArkSelect.Indicator className={styles.indicator()}>
            <ChevronDownIcon />
          </ArkSelect.Indicator>
        </ArkSelect.Trigger>
      </ArkSelect.Control>
      <Portal>
        <ArkSelect.Positioner>
          <CompactSelectPanel items={items} />
        </ArkSelect.Positioner>
      </Portal>
    </ArkSelect.Root>
  );
}

function CompactSelectPanel<T extends string>({ items }: { items: SelectItem<T>[] }) {
  const select = useSelectContext();
  return (
    <div className={listbox.panel()} hidden={!select.open}>
      <ArkSelect.Content className={listbox.list()}>
        {items.map((item) => (
          <ArkSelect.Item key={item.value} item={item} className={listbox.item()}>
            <ArkSelect.ItemText>{item.label}</ArkSelect.ItemText>
            <ArkSelect.ItemIndicator className={listbox.itemIndicator()}>
              <CheckIcon />
            </ArkSelect.ItemIndicator>
          </ArkSelect.Item>
        ))}
      </ArkSelect.Content>
    </div>
  );
}
