export {
  changeOwnPassword,
  issuePasswordLink,
  type LinkDeps,
  passwordLinkOf,
  passwordLinkUrl,
  resendPasswordLink,
  setPasswordWithLink,
} from './password-links.ts';
export {
  findUserDetail,
  kamClientsCounterKey,
  listOutbox,
  listUsers,
  roleCounterKey,
} from './queries.ts';
export { signOut } from './sessions.ts';
export {
  activateUser,
  addUser,
  deactivateUser,
  deleteUser,
  USER_WRITE_MESSAGES,
  updateUser,
} from './writes.ts';
