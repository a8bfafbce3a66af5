import {
  approveSiteImages,
  deleteSiteImages,
  downloadSiteImage,
  errorMessage,
  fetchApprovedSiteImages,
  fetchPendingSiteImages,
  fetchPlanSite,
  rejectSiteImages,
  type SiteImage,
} from '@ooh/api';
import { siteImageStatusTone } from '@ooh/machines/site-image';
import { Button } from '@ooh/ui/button';
import { Card } from '@ooh/ui/card';
import { ConfirmDialog } from '@ooh/ui/confirm-dialog';
import { DatePicker } from '@ooh/ui/date-picker';
import { EmptyState } from '@ooh/ui/empty-state';
import { ErrorState } from '@ooh/ui/error-state';
import { Heading } from '@ooh/ui/heading';
import { type GalleryImage, ImageGallery } from '@ooh/ui/image-gallery';
import { Inline } from '@ooh/ui/inline';
import { LoadingIndicator } from '@ooh/ui/loading-indicator';
import { Stack } from '@ooh/ui/stack';
import { StatusBadge } from '@ooh/ui/status-badge';
import { Tabs } from '@ooh/ui/tabs';
import { Text } from '@ooh/ui/text';
import { notify } from '@ooh/ui/toast';
import { useState } from 'react';
import { formatDate, formatDateTime } from '../../briefs/format.ts';
import { useLifecycleAction } from '../../kit/lifecycle-actions/use-lifecycle-action.ts';
import { useImageUrls } from '../../kit/media/use-image-urls.ts';
import { useApiRequest } from '../../request/use-api-request.ts';
import { countOf } from '../field-format.ts';
import { FlagBadges } from './FlagBadges.tsx';

/** What the viewer may do with the photos (their role's calls, and the campaign still active). */
export interface PhotoAbilities {
  approve: boolean;
  reject: boolean;
  delete: boolean;
}

export type SitePhotosProps = {
  siteId: number;
  siteCode: string;
  planId: number;
  may: PhotoAbilities;
};

type PhotoTab = 'pending' | 'approved' | 'rejected';

/** A 1×1 transparent GIF: the tile's picture until the photo itself has come (fetched with the token). */
const PLACEHOLDER = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

const statusWords: Record<SiteImage['status'], string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  deleted: 'Deleted',
};

/**
 * A campaign site's proof photos by status (Pending · Approved · Rejected) and by the day they show: each with its
 * flags in words; an admin approves or rejects the chosen pending photos in bulk (a reason for a rejection), and a
 * pending or rejected photo can be deleted, each behind a confirmation (docs/domain.md "Site images").
 */
export function SitePhotos({ siteId, siteCode, planId, may }: SitePhotosProps) {
  const [tab, setTab] = useState<PhotoTab>('pending');
  const [date, setDate] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const query = { plan_id: planId, ...(date ? { date } : {}) };
  const pending = useApiRequest(fetchPendingSiteImages, { initial: { params: { id: siteId }, query } });
  const approved = useApiRequest(fetchApprovedSiteImages, { initial: { params: { id: siteId }, query } });
  const all = useApiRequest(fetchPlanSite, { initial: { params: { site_id: siteId }, query } });

  const reload = (nextDate: string | null) => {
    const nextQuery = { plan_id: planId, ...(nextDate ? { date: nextDate } : {}) };
    pending.start({ params: { id: siteId }, query: nextQuery });
    approved.start({ params: { id: siteId }, query: nextQuery });
    all.start({ params: { site_id: siteId }, query: nextQuery });
    setSelected(new Set());
  };

  const lists: Record<
    PhotoTab,
    {
      images: SiteImage[] | undefined;
      request: typeof pending | typeof approved | typeof all;
      fallback: string;
    }
  > = {
    pending: {
      images: pending.data?.images,
      request: pending,
      fallback: fetchPendingSiteImages.errorMessage,
    },
    approved: {
      images: approved.data?.images,
      request: approved,
      fallback: fetchApprovedSiteImages.errorMessage,
    },
    rejected: {
      images: all.data?.images.filter((image) => image.status === 'rejected'),
      request: all,
      fallback: fetchPlanSite.errorMessage,
    },
  };
  const current = lists[tab];
  const images = current.images ?? [];
  const chosen = images.filter((image) => selected.has(String(image.id)));
  const chosenIds = chosen.map((image) => image.id);

  const handleDone = (answer: { message: string }) => {
    notify.success({
      title: answer.message,
      description: `${siteCode} · ${countOf(chosenIds.length, 'photo')}`,
    });
    reload(date);
  };
  const selection = { site_id: siteId, plan_id: planId, image_ids: chosenIds };
  const approve = useLifecycleAction({
    requiresReason: false,
    fallback: approveSiteImages.errorMessage,
    perform: (client) => client.call(approveSiteImages, { body: selection }),
    onDone: handleDone,
  });
  const reject = useLifecycleAction({
    requiresReason: true,
    fallback: rejectSiteImages.errorMessage,
    perform: (client, { reason }) =>
      client.call(rejectSiteImages, { body: { ...selection, reason: reason ?? '' } }),
    onDone: handleDone,
  });
  const remove = useLifecycleAction({
    requiresReason: false,
    fallback: deleteSiteImages.errorMessage,
    perform: (client) => client.call(deleteSiteImages, { body: selection }),
    onDone: handleDone,
  });

  const mayApprove = tab === 'pending' && may.approve;
  const mayReject = tab === 'pending' && may.reject;
  const mayDelete = tab !== 'approved' && may.delete;
  const selectable = mayApprove || mayReject || mayDelete;

  const counted = (list: SiteImage[] | undefined) => (list === undefined ? {} : { count: list.length });
  const loading = current.request.status === 'loading' || current.request.status === 'idle';

  return (
    <Card title="Photos">
      <Stack space="lg">
        <Inline space="md" alignY="bottom">
          <DatePicker
            label="Photos of the day"
            hint="Leave empty for every day."
            value={date}
            onValueChange={(value) => {
              setDate(value);
              reload(value);
            }}
          />
          {date ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setDate(null);
                reload(null);
              }}
            >
              Every day
            </Button>
          ) : null}
        </Inline>
        <Tabs
          label="Photo status"
          value={tab}
          onValueChange={(value) => {
            setTab(value as PhotoTab);
            setSelected(new Set());
          }}
          items={[
            { value: 'pending', label: 'Pending', ...counted(lists.pending.images) },
            { value: 'approved', label: 'Approved', ...counted(lists.approved.images) },
            { value: 'rejected', label: 'Rejected', ...counted(lists.rejected.images) },
          ]}
        >
          {() =>
            current.request.status === 'failed' ? (
              <ErrorState
                headingLevel={3}
                title="The photos could not be loaded"
                message={errorMessage(current.request.error, current.fallback)}
                onRetry={current.request.retry}
              />
            ) : loading && current.images === undefined ? (
              <LoadingIndicator label="Loading the photos" />
            ) : (
              <Stack space="md">
                {selectable && images.length > 0 ? (
                  <Inline space="sm" alignY="center">
                    {mayApprove ? (
                      <Button size="sm" disabled={chosen.length === 0} onClick={approve.start}>
                        {`Approve ${chosen.length > 0 ? countOf(chosen.length, 'photo') : 'photos'}`}
                      </Button>
                    ) : null}
                    {mayReject ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={chosen.length === 0}
                        onClick={reject.start}
                      >
                        {`Reject ${chosen.length > 0 ? countOf(chosen.length, 'photo') : 'photos'}`}
                      </Button>
                    ) : null}
                    {mayDelete ? (
                      <Button
                        size="sm"
                        variant="danger"
                        disabled={chosen.length === 0}
                        onClick={remove.start}
                      >
                        {`Delete ${chosen.length > 0 ? countOf(chosen.length, 'photo') : 'photos'}`}
                      </Button>
                    ) : null}
                  </Inline>
                ) : null}
                <PhotoGallery
                  tab={tab}
                  siteCode={siteCode}
                  images={images}
                  selectable={selectable}
                  selected={selected}
                  onSelectionChange={setSelected}
                  emptyTitle={
                    date
                      ? `No ${statusWords[tab].toLowerCase()} photos of ${formatDate(date)}`
                      : `No ${statusWords[tab].toLowerCase()} photos`
                  }
                />
              </Stack>
            )
          }
        </Tabs>
      </Stack>
      <ConfirmDialog
        open={approve.open}
        onOpenChange={(open) => (open ? undefined : approve.cancel())}
        title={`Approve ${countOf(chosen.length, 'photo')} of ${siteCode}?`}
        description="Approved photos are the client's proof of posting: they can no longer be deleted. The uploaders are told."
        confirmLabel="Approve"
        busy={approve.busy}
        error={approve.error}
        onConfirm={approve.confirm}
      />
      <ConfirmDialog
        open={reject.open}
        onOpenChange={(open) => (open ? undefined : reject.cancel())}
        title={`Reject ${countOf(chosen.length, 'photo')} of ${siteCode}?`}
        description="The uploaders are told why, and can send new photos."
        confirmLabel="Reject"
        tone="danger"
        requireReason={{ label: 'Reason', hint: 'Shown to the uploaders' }}
        busy={reject.busy}
        error={reject.error}
        onConfirm={reject.confirm}
      />
      <ConfirmDialog
        open={remove.open}
        onOpenChange={(open) => (open ? undefined : remove.cancel())}
        title={`Delete ${countOf(chosen.length, 'photo')} of ${siteCode}?`}
        description="The photos leave the site for good; the record of their upload stays in the audit trail."
        confirmLabel="Delete"
        tone="danger"
        busy={remove.busy}
        error={remove.error}
        onConfirm={remove.confirm}
      />
    </Card>
  );
}

function PhotoGallery({
  tab,
  siteCode,
  images,
  selectable,
  selected,
  onSelectionChange,
  emptyTitle,
}: {
  tab: PhotoTab;
  siteCode: string;
  images: SiteImage[];
  selectable: boolean;
  selected: Set<string>;
  onSelectionChange: (ids: Set<string>) => void;
  emptyTitle: string;
}) {
  const urls = useImageUrls(
    downloadSiteImage,
    images.map((image) => image.id),
  );
  const gallery: GalleryImage[] = images.map((image) => ({
    id: String(image.id),
    src: urls.get(image.id) ?? PLACEHOLDER,
    alt: `Photo #${image.id} of ${siteCode}, ${formatDate(image.image_date)}`,
    caption: [
      `#${image.id}`,
      image.uploaded_by_name ? `by ${image.uploaded_by_name}` : null,
      image.captured_at ? `taken ${formatDateTime(image.captured_at)}` : null,
    ]
      .filter(Boolean)
      .join(' · '),
    badge: (
      <Stack space="xs">
        <Inline space="xs">
          <StatusBadge tone={siteImageStatusTone[image.status]} label={statusWords[image.status]} />
        </Inline>
        <FlagBadges image={image} />
        {image.reason ? <Text size="sm">{`Reason: ${image.reason}`}</Text> : null}
      </Stack>
    ),
  }));
  if (gallery.length === 0) return <EmptyState headingLevel={3} title={emptyTitle} />;
  // By the day they show, newest day first; each day its own grid (and its own "Select all").
  const days = [...new Set(images.map((image) => image.image_date))].sort().reverse();
  return (
    <Stack space="lg">
      {days.map((day) => (
        <Stack key={day} space="sm">
          <Heading level={3}>{formatDate(day)}</Heading>
          <ImageGallery
            label={`${statusWords[tab]} photos of ${siteCode}, ${formatDate(day)}`}
            images={gallery.filter((_, index) => images[index]?.image_date === day)}
            selectable={selectable}
            selectedIds={selected}
            onSelectionChange={onSelectionChange}
            emptyTitle={emptyTitle}
          />
        </Stack>
      ))}
    </Stack>
  );
}
