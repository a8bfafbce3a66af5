import { Button } from '@ooh/ui/button';
import { Stack } from '@ooh/ui/stack';
import { type ReactNode, useId, useState } from 'react';
import { PHONE_QUERY, useMediaQuery } from '../media/use-media-query.ts';

export type FilterDisclosureProps = {
  /** How many filters are set: shown on the button, so a closed panel still says the list is filtered. */
  active: number;
  children: ReactNode;
};

/**
 * A list's filters behind a "Filters" button on a phone, where a long set of fields would push the list a screen
 * down; on wider screens the filters show as they are. The button says how many are set and whether the panel is
 * open (`aria-expanded`, `aria-controls`).
 */
export function FilterDisclosure({ active, children }: FilterDisclosureProps) {
  const phone = useMediaQuery(PHONE_QUERY);
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!phone) return <>{children}</>;
  return (
    <Stack space="md">
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {`${open ? 'Hide filters' : 'Filters'}${active > 0 ? ` (${active} set)` : ''}`}
      </Button>
      <div id={id} hidden={!open}>
        <Stack space="md">{children}</Stack>
      </div>
    </Stack>
  );
}
