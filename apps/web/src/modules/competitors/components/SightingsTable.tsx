import { type CompetitorSite, downloadCompetitorSitePhoto } from '@ooh/api';
import { Button } from '@ooh/ui/button';
import { DataTable, type DataTableColumn } from '@ooh/ui/data-table';
import { EmptyState } from '@ooh/ui/empty-state';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { formatDate } from '../../briefs/format.ts';
import { SITE_MIN_WIDTH } from '../../kit/list/column-widths.ts';
import { useImageUrls } from '../../kit/media/use-image-urls.ts';
import { type SightingDraft, sightingName } from '../sightings-editor.ts';
import * as styles from './competitors.css.ts';
import { SightingPhotoUpload } from './SightingPhotoUpload.tsx';

export type SightingsTableProps = {
  drafts: readonly SightingDraft[];
  /** Offered to those who may change the sightings. */
  onRemove?: ((draft: SightingDraft) => void) | undefined;
  onPhotoUploaded?: ((site: CompetitorSite) => void) | undefined;
};

/**
 * The sightings in a table: city, location, the site's code (or the recorded address), medium, when seen, and the
 * photo (fetched with the bearer token), with Upload photo on a saved sighting and Remove on each.
 */
export function SightingsTable({ drafts, onRemove, onPhotoUploaded }: SightingsTableProps) {
  const photos = useImageUrls(
    downloadCompetitorSitePhoto,
    drafts.flatMap((draft) => (draft.id !== null && draft.photo_url ? [draft.id] : [])),
  );
  const columns: DataTableColumn<SightingDraft>[] = [
    { id: 'city', header: 'City', cell: (draft) => draft.city_name },
    { id: 'location', header: 'Location', cell: (draft) => draft.location_name },
    {
      id: 'site',
      header: 'Site or address',
      minWidth: SITE_MIN_WIDTH,
      cell: (draft) => (
        <Stack space="xs">
          <Text>
            {draft.site_code ? `${draft.site_code} · ${draft.site_name ?? ''}` : (draft.address ?? '—')}
          </Text>
          {draft.site_code ? null : (
            <Text size="sm" tone="secondary">
              Recorded by hand
            </Text>
          )}
          {draft.id === null ? (
            <Text size="sm" tone="secondary">
              Not saved yet
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { id: 'medium', header: 'Medium', cell: (draft) => draft.medium_name },
    { id: 'seen', header: 'Seen on', cell: (draft) => (draft.seen_on ? formatDate(draft.seen_on) : '—') },
    {
      id: 'photo',
      header: 'Photo',
      cell: (draft) => {
        const url = draft.id === null ? undefined : photos.get(draft.id);
        return (
          <Stack space="xs">
            {url ? (
              <img className={styles.thumbnail} src={url} alt={`Sighting ${sightingName(draft)}`} />
            ) : (
              <Text size="sm" tone="secondary">
                {draft.photo_url ? 'Loading photo…' : 'No photo'}
              </Text>
            )}
            {onPhotoUploaded && draft.id !== null ? (
              <SightingPhotoUpload
                sightingId={draft.id}
                name={sightingName(draft)}
                hasPhoto={draft.photo_url !== null}
                onUploaded={onPhotoUploaded}
              />
            ) : null}
            {onPhotoUploaded && draft.id === null ? (
              <Text size="sm" tone="secondary">
                Save to add a photo
              </Text>
            ) : null}
          </Stack>
        );
      },
    },
    ...(onRemove
      ? [
          {
            id: 'remove',
            header: 'Actions',
            align: 'end' as const,
            cell: (draft: SightingDraft) => (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onRemove(draft)}
                aria-label={`Remove ${sightingName(draft)}`}
              >
                Remove
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <DataTable
      label="Sites seen"
      columns={columns}
      rows={[...drafts]}
      rowKey={(draft) => draft.key}
      rowLabel={(draft) => sightingName(draft)}
      empty={
        <EmptyState
          title="No sites recorded yet"
          description="Add the inventory sites the campaign was seen on, or record a sighting by hand, then save."
          headingLevel={3}
        />
      }
    />
  );
}
