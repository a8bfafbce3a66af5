/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API (default `/api`). */
  readonly VITE_API_BASE?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_VAPID_KEY?: string;
  /** A MapLibre style JSON for the site map's basemap; unset: a plain background, nothing fetched. */
  readonly VITE_MAP_STYLE_URL?: string;
  /** The basemap provider's key: put at `{key}` in the style URL, or appended as `key=`. */
  readonly VITE_MAPS_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
