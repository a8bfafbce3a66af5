import { Button } from '@ooh/ui/button';
import type { DataTableColumn } from '@ooh/ui/data-table';
import { Inline } from '@ooh/ui/inline';

/**
 * The Edit and Delete buttons of a record list's row (clients, competitors, a competitor's campaigns): each named
 * with the record (`Edit Skyline Outdoor`), each only when the viewer may do it. No column at all when neither is
 * given (a reader's view).
 */
export function editDeleteColumn<T>({
  nameOf,
  onEdit,
  onDelete,
}: {
  nameOf: (record: T) => string;
  onEdit?: ((record: T) => void) | undefined;
  onDelete?: ((record: T) => void) | undefined;
}): DataTableColumn<T>[] {
  if (!onEdit && !onDelete) return [];
  return [
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (record) => (
        <Inline space="sm" align="right">
          {onEdit ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onEdit(record)}
              aria-label={`Edit ${nameOf(record)}`}
            >
              Edit
            </Button>
          ) : null}
          {onDelete ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onDelete(record)}
              aria-label={`Delete ${nameOf(record)}`}
            >
              Delete
            </Button>
          ) : null}
        </Inline>
      ),
    },
  ];
}
