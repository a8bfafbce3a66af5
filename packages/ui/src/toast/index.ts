export { type NotifyOptions, notify, Toaster, toaster } from './toast';
