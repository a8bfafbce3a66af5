export * as Dialog from './dialog';
export { OverlayLayer } from './overlay-portal';
