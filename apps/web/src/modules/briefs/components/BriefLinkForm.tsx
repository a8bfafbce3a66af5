import type { Brief } from '@ooh/api';
import { Box } from '@ooh/ui/box';
import { Button } from '@ooh/ui/button';
import { Heading } from '@ooh/ui/heading';
import { Link } from '@ooh/ui/link';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { TextField } from '@ooh/ui/text-field';
import { type FormEvent, useState } from 'react';
import { type BriefLinkKind, useBriefLink } from '../hooks/use-brief-link.ts';

export type BriefLinkFormProps = {
  kind: BriefLinkKind;
  brief: Brief;
  /** Whether the viewer may change the link (the contract's roles); otherwise it is only shown. */
  editable: boolean;
  onSaved: (brief: Brief, message: string) => void;
};

const words = {
  design: { label: 'Design link', none: 'No design link yet.' },
  highres: { label: 'High-res link', none: 'No high-res link yet.' },
} as const;

/** A brief's design or high-res link: opened in a new tab, and changed with a small form. */
export function BriefLinkForm({ kind, brief, editable, onSaved }: BriefLinkFormProps) {
  const current = kind === 'design' ? brief.design_link : brief.highres_link;
  const [value, setValue] = useState(current ?? '');
  const link = useBriefLink(kind, brief.id, onSaved);
  const { label, none } = words[kind];

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!link.saving) link.save(value);
  };

  return (
    <Stack space="sm">
      <Heading level={3}>{label}</Heading>
      <Text size="sm" tone="secondary">
        {current ? <Link href={current}>{current}</Link> : none}
      </Text>
      {editable ? (
        <form onSubmit={handleSubmit} noValidate aria-label={`Change the ${label.toLowerCase()}`}>
          <Stack space="sm">
            <TextField
              label={`${label} URL`}
              name={`${kind}_link`}
              type="url"
              maxLength={2000}
              value={value}
              onValueChange={setValue}
              placeholder="https://"
              error={link.fieldError}
              required
            />
            <Button type="submit" variant="secondary" loading={link.saving}>
              {current ? `Save ${label.toLowerCase()}` : `Add ${label.toLowerCase()}`}
            </Button>
          </Stack>
        </form>
      ) : null}
      {link.error ? (
        <Box role="alert">
          <Text size="sm" tone="critical">
            {link.error}
          </Text>
        </Box>
      ) : null}
    </Stack>
  );
}
