import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../css/helpers.css';
import * as styles from './tabs.css';

export type TabItem = {
  value: string;
  label: string;
  /** How many records the tab lists, shown as a badge and read with the label ('New, 7'). */
  count?: number;
  disabled?: boolean;
};

export type TabsProps = {
  /** Names the tab list, e.g. 'Brief status'. */
  label: string;
  items: TabItem[];
  /** The selected tab, when the screen holds it (e.g. in the URL); else `defaultValue` or the first tab. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** The selected tab's panel, `(value) => …`, or one TabsContent per tab. */
  children: ((value: string) => ReactNode) | ReactNode;
};

// Created on first use: building a formatter at module load costs the first screen's evaluation tens of ms.
let countFormat: Intl.NumberFormat | undefined;
function formatCount(count: number): string {
  countFormat ??= new Intl.NumberFormat('en');
  return countFormat.format(count);
}

/**
 * A row of tabs over one panel. Arrow keys move between tabs and select them (Home and End too); Tab moves on
 * into the panel.
 */
export function Tabs({ label, items, value, defaultValue, onValueChange, children }: TabsProps) {
  return (
    <ArkTabs.Root
      className={styles.root()}
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? items[0]?.value) : undefined}
      onValueChange={onValueChange ? (details) => onValueChange(details.value) : undefined}
    >
      <ArkTabs.List className={styles.list()} aria-label={label}>
        {items.map((item) => {
          const count = item.count === undefined ? undefined : formatCount(item.count);
          return (
            <ArkTabs.Trigger
              key={item.value}
              value={item.value}
              disabled={item.disabled}
              className={styles.trigger()}
            >
              {count === undefined ? (
                item.label
              ) : (
                <>
                  {/* The label and the badge are separate boxes, which would be read 'New 7' or 'New7':
                      the name is spelled out once, for assistive technology only. */}
                  <span aria-hidden="true">{item.label}</span>
                  <span className={styles.count()} aria-hidden="true">
                    {count}
                  </span>
                  <span className={visuallyHidden}>{`${item.label}, ${count}`}</span>
                </>
              )}
            </ArkTabs.Trigger>
          );
        })}
      </ArkTabs.List>
      {typeof children === 'function' ? (
        <ArkTabs.Context>
          {(tabs) =>
            tabs.value ? (
              <ArkTabs.Content value={tabs.value} className={styles.content()}>
                {children(tabs.value)}
              </ArkTabs.Content>
            ) : null
          }
        </ArkTabs.Context>
      ) : (
        children
      )}
    </ArkTabs.Root>
  );
}

export type TabsContentProps = {
  value: string;
  children: ReactNode;
};

/** The panel of one tab, for screens that lay out each panel themselves. */
export function TabsContent({ value, children }: TabsContentProps) {
  return (
    <ArkTabs.Content value={value} className={styles.content()}>
      {children}
    </ArkTabs.Content>
  );
}

Tabs.Content = TabsContent;
