export { FullPageState, type FullPageStateProps } from './full-page-state';
