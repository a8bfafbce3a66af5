/** Firebase web configuration from the VITE_FIREBASE_* variables; push is off unless all required are set. */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain?: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  vapidKey: string;
}

type FirebaseEnv = Pick<
  ImportMetaEnv,
  | 'VITE_FIREBASE_API_KEY'
  | 'VITE_FIREBASE_AUTH_DOMAIN'
  | 'VITE_FIREBASE_PROJECT_ID'
  | 'VITE_FIREBASE_MESSAGING_SENDER_ID'
  | 'VITE_FIREBASE_APP_ID'
  | 'VITE_FIREBASE_VAPID_KEY'
>;

export function readFirebaseConfig(env: FirebaseEnv = import.meta.env): FirebaseWebConfig | null {
  const apiKey = env.VITE_FIREBASE_API_KEY?.trim();
  const projectId = env.VITE_FIREBASE_PROJECT_ID?.trim();
  const messagingSenderId = env.VITE_FIREBASE_MESSAGING_SENDER_ID?.trim();
  const appId = env.VITE_FIREBASE_APP_ID?.trim();
  const vapidKey = env.VITE_FIREBASE_VAPID_KEY?.trim();
  if (!apiKey || !projectId || !messagingSenderId || !appId || !vapidKey) return null;
  const authDomain = env.VITE_FIREBASE_AUTH_DOMAIN?.trim();
  return { apiKey, projectId, messagingSenderId, appId, vapidKey, ...(authDomain ? { authDomain } : {}) };
}
