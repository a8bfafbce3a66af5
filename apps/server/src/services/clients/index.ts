export { listClients } from './clients.ts';
