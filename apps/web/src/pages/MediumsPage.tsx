import { LookupAdminScreen } from '../modules/lookup-admin/LookupAdminScreen.tsx';

/** Lookup administration (admins; docs/domain.md "Lookup administration"): an extension route of issue 16. */
export function MediumsPage() {
  return <LookupAdminScreen kind="medium" />;
}
