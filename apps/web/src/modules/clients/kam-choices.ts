import type { KeyAccountManager } from '@ooh/api';

/** The owner picker's "nobody" value. */
export const NO_OWNER = 'none';

const label = (manager: KeyAccountManager) =>
  `${manager.name}${manager.status === 'inactive' ? ' (not active yet)' : ''}`;

/**
 * The owner picker's choices: nobody, then each KAM by name. An owner the list no longer holds (a deleted KAM's
 * clients) stays choosable as "Current owner" so that saving other fields does not silently change the owner.
 */
export function kamChoices(managers: readonly KeyAccountManager[], current: string) {
  const items = [
    { value: NO_OWNER, label: 'No key account manager yet' },
    ...managers.map((manager) => ({ value: String(manager.id), label: label(manager) })),
  ];
  if (current !== NO_OWNER && !items.some((item) => item.value === current))
    items.push({ value: current, label: 'Current owner' });
  return items;
}

/** The list filter's choices: every client, those without an owner, each KAM with how many clients they own. */
export function kamFilterChoices(managers: readonly KeyAccountManager[]) {
  return [
    { value: 'all', label: 'All key account managers' },
    { value: NO_OWNER, label: 'No key account manager' },
    ...managers.map((manager) => ({
      value: String(manager.id),
      label: `${label(manager)} · ${manager.clients}`,
    })),
  ];
}
