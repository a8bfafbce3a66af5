import { useMemo } from 'react';
import { useSession } from '../../session/SessionContext.tsx';
import { type Permissions, permissionsFor } from './permissions.ts';

/** The signed-in role's permissions (see `permissionsFor`); a signed-out viewer may open public screens only. */
export function usePermissions(): Permissions {
  const role = useSession().user?.role ?? null;
  return useMemo(() => permissionsFor(role), [role]);
}
