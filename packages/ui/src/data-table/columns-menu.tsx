import { Menu } from '@ark-ui/react/menu';
import { root as buttonRoot } from '../button/button.css';
import { OverlayPortal } from '../dialog/overlay-portal';
import * as styles from './data-table.css';

export type ColumnsMenuProps = {
  columns: { id: string; header: string }[];
  hiddenColumns: string[];
  onHiddenColumnsChange: (hiddenColumns: string[]) => void;
  /** Columns that cannot be hidden; when there are none, the last shown column stays. */
  alwaysShownCount: number;
};

/**
 * The 'Columns' menu: one checkbox item per hideable column, on Ark's Menu (kept in this folder until
 * `@ooh/ui/menu` lands). It stays open while columns are toggled; the last shown column cannot be hidden.
 */
export function ColumnsMenu({
  columns,
  hiddenColumns,
  onHiddenColumnsChange,
  alwaysShownCount,
}: ColumnsMenuProps) {
  const shownCount = alwaysShownCount + columns.filter((column) => !hiddenColumns.includes(column.id)).length;

  function handleCheckedChange(columnId: string, shown: boolean) {
    onHiddenColumnsChange(
      shown ? hiddenColumns.filter((id) => id !== columnId) : [...hiddenColumns, columnId],
    );
  }

  return (
    <Menu.Root closeOnSelect={false} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger className={buttonRoot({ variant: 'secondary', size: 'sm' })}>
        <svg
          className={styles.menuTriggerIcon()}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M4 5h16v14H4zM10 5v14M16 5v14" />
        </svg>
        Columns
      </Menu.Trigger>
      <OverlayPortal>
        <Menu.Positioner>
          <Menu.Content className={styles.menuContent()}>
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel className={styles.menuGroupLabel()}>Show columns</Menu.ItemGroupLabel>
              {columns.map((column) => {
                const shown = !hiddenColumns.includes(column.id);
                return (
                  <Menu.CheckboxItem
                    key={column.id}
                    className={styles.menuItem()}
                    value={column.id}
                    checked={shown}
                    disabled={shown && shownCount === 1}
                    onCheckedChange={(checked) => handleCheckedChange(column.id, checked)}
                  >
                    <span className={styles.menuItemBox()}>
                      <Menu.ItemIndicator className={styles.menuItemIndicator()}>
                        <svg
                          viewBox="0 0 24 24"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="3"
                          strokeLinecap="round"
                          strokeLinejoin="round"
                          aria-hidden="true"
                          focusable="false"
                          width="100%"
                          height="100%"
                        >
                          <path d="m5 12 5 5 9-10" />
                        </svg>
                      </Menu.ItemIndicator>
                    </span>
                    <Menu.ItemText>{column.header}</Menu.ItemText>
                  </Menu.CheckboxItem>
                );
              })}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </OverlayPortal>
    </Menu.Root>
  );
}
