export { Link, type LinkProps } from './link';
export { LinkProvider, type LinkProviderProps, type Navigate } from './link-base';
