import { createSite, previewSiteImport } from '@ooh/api';
import { Button } from '@ooh/ui/button';
import { Inline } from '@ooh/ui/inline';
import { Link } from '@ooh/ui/link';
import { PageHeader } from '@ooh/ui/page-header';
import { RadioGroup } from '@ooh/ui/radio-group';
import { Stack } from '@ooh/ui/stack';
import { Tabs } from '@ooh/ui/tabs';
import { notify } from '@ooh/ui/toast';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { useTabParam } from '../modules/kit/list/use-tab-param.ts';
import { usePermissions } from '../modules/kit/permissions/use-permissions.ts';
import { SiteListPanel, type SiteView } from '../modules/sites/components/SiteListPanel.tsx';
import {
  SITE_TAB_VALUES,
  SITE_TABS,
  type SiteTab,
  type SiteTabDefinition,
  siteHref,
} from '../modules/sites/site-list.ts';

// The import dialog (and the contract's bounds it reads) loads when it is opened.
const SiteImportDialog = lazy(() =>
  import('../modules/sites/components/SiteImportDialog.tsx').then((m) => ({ default: m.SiteImportDialog })),
);

const VIEWS = [
  { value: 'list', label: 'List' },
  { value: 'map', label: 'Map' },
];

/**
 * /site-management: the approved inventory and the sites requested from the field, a tab each (kept in the URL),
 * searched, filtered and paged, as a list or on the map (`?view=map`). Key account managers and admins add a site
 * or import a file of them (docs/domain.md "Site inventory").
 */
export function SiteManagementPage() {
  const [tabValue, changeTab] = useTabParam<SiteTab>(SITE_TAB_VALUES);
  const tab = SITE_TABS.find((item) => item.value === tabValue) as SiteTabDefinition;
  const [params, setParams] = useSearchParams();
  const view: SiteView = params.get('view') === 'map' ? 'map' : 'list';
  const [, navigate] = useLocation();
  const permissions = usePermissions();
  const [importing, setImporting] = useState(false);
  // A new list after an import: the panel mounts again and reads its first page.
  const [generation, setGeneration] = useState(0);

  const mayAdd = permissions.mayCall(createSite) && permissions.mayOpen('/site-management/add');
  const mayImport = permissions.mayCall(previewSiteImport);

  const handleView = (value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === 'map') next.set('view', 'map');
      else next.delete('view');
      return next;
    });

  return (
    <Stack space="lg">
      <PageHeader
        title="Site management"
        description="The inventory every plan is built from, and the sites asked for from the field."
        actions={
          mayAdd || mayImport ? (
            <Inline space="md" alignY="center">
              {mayImport ? (
                <Button variant="secondary" onClick={() => setImporting(true)}>
                  Import sites
                </Button>
              ) : null}
              {mayAdd ? (
                <Link href="/site-management/add" variant="standalone">
                  Add site
                </Link>
              ) : null}
            </Inline>
          ) : undefined
        }
      />
      <RadioGroup
        label="View"
        name="site-view"
        orientation="horizontal"
        items={VIEWS}
        value={view}
        onValueChange={handleView}
      />
      <Tabs
        label="Site status"
        value={tab.value}
        onValueChange={(value) => changeTab(value as SiteTab)}
        items={SITE_TABS.map((item) => ({ value: item.value, label: item.label }))}
      >
        {() => (
          <SiteListPanel
            key={`${tab.value}-${generation}`}
            tab={tab}
            view={view}
            onOpen={(site) => navigate(siteHref(site))}
          />
        )}
      </Tabs>
      {importing ? (
        <Suspense fallback={null}>
          <SiteImportDialog
            open={importing}
            onClose={() => setImporting(false)}
            onImported={(created, message) => {
              notify.success({ title: message || 'Sites imported', description: `${created} sites added` });
              setGeneration((value) => value + 1);
            }}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}

// A site's view and a requested site's view load with the list (one lazy module for the three routes: the entry
// holds one import for them, as the campaign screens do).
export { InventorySiteViewPage, RequestedSiteViewPage } from './SiteRecordPage.tsx';
