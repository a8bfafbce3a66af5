export {
  findClientProfile,
  findKeyAccountManager,
  type KamFilter,
  listClients,
  listKeyAccountManagers,
  resolveKamFilter,
} from './clients.ts';
export { type ClientBody, deleteClient, registerClient, updateClient } from './writes.ts';
