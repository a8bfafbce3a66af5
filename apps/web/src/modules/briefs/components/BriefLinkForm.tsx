import type { Brief } from '@ooh/api';
import { Button } from '@ooh/ui/button';
import { Link } from '@ooh/ui/link';
import { TextField } from '@ooh/ui/text-field';
import { type FormEvent, useState } from 'react';
import { type BriefLinkKind, useBriefLink } from '../hooks/use-brief-link.ts';
import * as styles from './briefs.css.ts';

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
    <div className={styles.linkForm}>
      <h3 className={styles.linkTitle}>{label}</h3>
      <p className={styles.summary}>{current ? <Link href={current}>{current}</Link> : none}</p>
      {editable ? (
        <form
          className={styles.linkFormRow}
          onSubmit={handleSubmit}
          noValidate
          aria-label={`Change the ${label.toLowerCase()}`}
        >
          <TextField
            label={`${label} URL`}
            name={`${kind}_link`}
            type="url"
            value={value}
            onValueChange={setValue}
            placeholder="https://"
            error={link.fieldError}
            required
          />
          <div>
            <Button type="submit" variant="secondary" loading={link.saving}>
              {current ? `Save ${label.toLowerCase()}` : `Add ${label.toLowerCase()}`}
            </Button>
          </div>
        </form>
      ) : null}
      {link.error ? (
        <p role="alert" className={styles.errorText}>
          {link.error}
        </p>
      ) : null}
    </div>
  );
}
