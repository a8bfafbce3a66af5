import { root, type SkeletonVariants } from './skeleton.css';

export type SkeletonProps = {
  shape?: SkeletonVariants['shape'];
  /** Ignored for circles, which are square. */
  width?: SkeletonVariants['width'];
};

/**
 * A placeholder of the shape of content that is loading. Decorative: the region that is loading says so
 * (aria-busy, or a LoadingIndicator's status).
 */
export function Skeleton({ shape, width }: SkeletonProps) {
  return <span className={root({ shape, width })} aria-hidden="true" />;
}
