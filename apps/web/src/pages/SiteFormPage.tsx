import { fetchInventorySite, parseId, type SiteRecord } from '@ooh/api';
import { href } from '@ooh/api/routes';
import { PageHeader } from '@ooh/ui/page-header';
import { Stack } from '@ooh/ui/stack';
import { notify } from '@ooh/ui/toast';
import { useLocation, useSearchParams } from 'wouter';
import { Callout } from '../modules/kit/callout/Callout.tsx';
import { RecordLoadState } from '../modules/kit/record/RecordLoadState.tsx';
import { useDocumentTitle } from '../modules/kit/record/use-document-title.ts';
import { useRecord } from '../modules/kit/record/use-record.ts';
import { SiteFormEditor, type SiteSaved } from '../modules/sites/components/SiteFormEditor.tsx';
import { SitePhotosCard } from '../modules/sites/components/SitePhotosCard.tsx';
import { siteEditHref, siteHref } from '../modules/sites/site-list.ts';

const LIST = href('/site-management');

/** /site-management/add: a new approved site; its photos are added on the edit screen it opens next. */
export function AddSitePage() {
  const [, navigate] = useLocation();
  const handleSaved = ({ message, site }: SiteSaved) => {
    notify.success({ title: message || 'Site added', description: `${site.site_code}: add its photos now` });
    navigate(`${siteEditHref(site.id)}&added=1`);
  };
  return (
    <Stack space="xl">
      <PageHeader
        title="Add site"
        description="A site of the inventory: where it is, what it is, its audience, size and rate."
      />
      <SiteFormEditor onSaved={handleSaved} cancelHref={LIST} saveLabel="Add site" />
    </Stack>
  );
}

/**
 * The two edit screens (an approved site's edit, a requested site's add-details): `?id=` loaded whole, then the
 * one form and the photos under the screen's own header and notice; after a save, the site's screen with a toast.
 */
function SiteEditScreen({
  title,
  header,
  notice,
  saveLabel,
  savedDescription,
  back,
}: {
  title: string;
  header: (site: SiteRecord) => { title: string; description: string };
  notice: (site: SiteRecord, justAdded: boolean) => string | null;
  saveLabel: string;
  savedDescription: (saved: SiteRecord) => string;
  back: { href: string; label: string };
}) {
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const id = parseId(params.get('id') ?? undefined);
  const { load, applyChange } = useRecord(fetchInventorySite, id === null ? null : { params: { id } });
  useDocumentTitle(
    load.status === 'succeeded' ? [load.record.site.site_code, load.record.site.site_name] : null,
  );
  if (load.status !== 'succeeded')
    return (
      <RecordLoadState
        load={load}
        title={title}
        noun="site"
        notFoundDescription="This site does not exist, or it was deleted."
        back={back}
        fallbackMessage={fetchInventorySite.errorMessage}
      />
    );
  const { site } = load.record;
  const shown = notice(site, params.get('added') === '1');
  const handleSaved = ({ message, site: saved }: SiteSaved) => {
    notify.success({ title: message || 'Site updated', description: savedDescription(saved) });
    navigate(siteHref(saved));
  };
  return (
    <Stack space="xl">
      <PageHeader {...header(site)} />
      {shown ? (
        <Callout tone="info" role="status">
          {shown}
        </Callout>
      ) : null}
      <SiteFormEditor
        key={site.id}
        site={site}
        onSaved={handleSaved}
        cancelHref={siteHref(site)}
        saveLabel={saveLabel}
      />
      <SitePhotosCard
        site={site}
        onChange={(photos) => applyChange((record) => ({ site: { ...record.site, photos } }))}
      />
    </Stack>
  );
}

/** /site-management/edit?id=: an approved site's details and photos. */
export function EditSitePage() {
  return (
    <SiteEditScreen
      title="Edit site"
      header={(site) => ({ title: `Edit ${site.site_code}`, description: site.site_name })}
      notice={(_, justAdded) =>
        justAdded
          ? 'The site is in the inventory. Add its photos below, or change anything that needs it.'
          : null
      }
      saveLabel="Save changes"
      savedDescription={(saved) => saved.site_code}
      back={{ href: LIST, label: 'Back to the sites' }}
    />
  );
}

/**
 * /site-management/requested-site/view/add-details?id=: a requested site's details completed (a planner may do
 * this too), then back to its view, where it is approved.
 */
export function RequestedSiteDetailsPage() {
  return (
    <SiteEditScreen
      title="Requested site details"
      header={(site) => ({
        title: `Complete ${site.site_code}`,
        description: `${site.site_name}${site.requested_by_name ? `, requested by ${site.requested_by_name}` : ''}`,
      })}
      notice={(site) =>
        site.status === 'approved'
          ? 'This site is approved already: saving changes its inventory details.'
          : site.missing_for_approval.length > 0
            ? `Before it can be approved, complete: ${site.missing_for_approval.join('; ')}.`
            : null
      }
      saveLabel="Save details"
      savedDescription={(saved) =>
        saved.missing_for_approval.length === 0 ? `${saved.site_code} can be approved now` : saved.site_code
      }
      back={{
        href: href('/site-management', {}, { tab: 'requested' }),
        label: 'Back to the requested sites',
      }}
    />
  );
}
