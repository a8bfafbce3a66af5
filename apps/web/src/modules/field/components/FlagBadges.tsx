import { Inline } from '@ooh/ui/inline';
import { StatusBadge } from '@ooh/ui/status-badge';
import { flagWords, type PhotoFlags } from '../field-format.ts';

export type FlagBadgesProps = {
  image: PhotoFlags;
};

/**
 * A photo's flags as badges in words ("Taken 240 m from the site", "Same photo as #12"), on the caution tone: a
 * flag asks the admin to look, it never blocks (docs/domain.md "Proof photos"). Renders nothing without flags.
 * Shared by the field screens (the analyst's campaign, the site view); the campaign details screen may use it.
 */
export function FlagBadges({ image }: FlagBadgesProps) {
  const words = flagWords(image);
  if (words.length === 0) return null;
  return (
    <Inline space="xs" as="ul" aria-label="Flags">
      {words.map((word) => (
        <StatusBadge key={word} tone="caution" label={word} />
      ))}
    </Inline>
  );
}
