/**
 * The people-management screens' loaders (issue 17), in a small chunk of their own for the reason
 * app/field-screens.ts gives: each page's dynamic import carries the list of chunks it preloads, and written in
 * `screens.ts` those lists would sit in the first page's chunk, which is at its budget.
 */

// The user list and a user's profile: one module for the two routes.
export const loadUserScreen = (name: 'UserManagementPage' | 'UserProfilePage') =>
  import('../pages/UserManagementPage.tsx').then((m) => m[name]);

// The public page of the e-mailed password link.
export const loadSetPasswordPage = () =>
  import('../pages/SetPasswordPage.tsx').then((m) => m.SetPasswordPage);

// The admin's lifecycle explorer (issue 19, an extension route), for the same reason; its diagram (and the layout
// library) is a chunk of its own that only this page loads.
export const loadLifecyclesPage = () => import('../pages/LifecyclesPage.tsx').then((m) => m.LifecyclesPage);
