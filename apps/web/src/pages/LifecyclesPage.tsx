import { LifecycleExplorer } from '../modules/lifecycles/LifecycleExplorer.tsx';

/** The admin's lifecycle explorer (issue 19; docs/domain.md "Lifecycle explorer"): an extension route. */
export function LifecyclesPage() {
  return <LifecycleExplorer />;
}
