export { LoadingIndicator, type LoadingIndicatorProps } from './loading-indicator';
