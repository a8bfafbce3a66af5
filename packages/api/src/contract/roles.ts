/** The staff roles of the back office (spec section 6). `client` accounts exist but may not sign in here. */
export const STAFF_ROLES = [
  'admin',
  'key_account_manager',
  'planner',
  'designer',
  'editor',
  'operation_analyst',
  'manager',
] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];
export type AccountRole = StaffRole | 'client';

export const ROLE_LABELS: Record<AccountRole, string> = {
  admin: 'Admin',
  key_account_manager: 'Key account manager',
  planner: 'Planner',
  designer: 'Designer',
  editor: 'Editor',
  operation_analyst: 'Operation analyst',
  manager: 'Manager',
  client: 'Client',
};

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}
