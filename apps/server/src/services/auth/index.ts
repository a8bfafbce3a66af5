export {
  type AuthUser,
  findActiveStaff,
  findPasswordGrant,
  findSessionUser,
  hashPasswordToken,
  listStaffRoles,
  type PasswordGrant,
} from './accounts.ts';
export { rememberPushToken, SIGN_IN_MESSAGES, signIn } from './sign-in.ts';
