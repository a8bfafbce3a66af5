import { Text } from '@ooh/ui/text';
import { lazy, Suspense } from 'react';
import type { SiteMapProps } from './SiteMap.tsx';
import * as styles from './site-map.css.ts';

/** The map's chunk (and, from it, MapLibre) is fetched the first time a map is shown: never with a screen. */
const SiteMap = lazy(() => import('./SiteMap.tsx'));

/** `SiteMap`, loaded on first use; a frame of the map's height says it is loading meanwhile. */
export function LazySiteMap(props: SiteMapProps) {
  return (
    <Suspense
      fallback={
        <div className={styles.frame} style={{ height: props.height ?? 420 }} role="status">
          <Text size="sm" tone="secondary" align="center">
            Loading the map…
          </Text>
        </div>
      }
    >
      <SiteMap {...props} />
    </Suspense>
  );
}
