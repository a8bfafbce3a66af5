export { Heading, type HeadingLevel, type HeadingProps } from './heading';
