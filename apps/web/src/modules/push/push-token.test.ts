import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFirebaseConfig } from './firebase-config.ts';
import { obtainPushToken } from './push-token.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const config = {
  apiKey: 'key',
  projectId: 'ooh',
  messagingSenderId: '123',
  appId: 'app',
  vapidKey: 'vapid',
};

describe('push configuration', () => {
  it('is off unless every required VITE_FIREBASE_* variable is set', () => {
    expect(readFirebaseConfig({})).toBeNull();
    expect(
      readFirebaseConfig({
        VITE_FIREBASE_API_KEY: 'key',
        VITE_FIREBASE_PROJECT_ID: 'ooh',
        VITE_FIREBASE_MESSAGING_SENDER_ID: '123',
        VITE_FIREBASE_APP_ID: 'app',
      }),
    ).toBeNull();
    expect(
      readFirebaseConfig({
        VITE_FIREBASE_API_KEY: 'key',
        VITE_FIREBASE_PROJECT_ID: 'ooh',
        VITE_FIREBASE_MESSAGING_SENDER_ID: '123',
        VITE_FIREBASE_APP_ID: 'app',
        VITE_FIREBASE_VAPID_KEY: 'vapid',
        VITE_FIREBASE_AUTH_DOMAIN: 'ooh.firebaseapp.com',
      }),
    ).toEqual({ ...config, authDomain: 'ooh.firebaseapp.com' });
  });
});

describe('obtaining a push token for sign-in', () => {
  it('logs and gives none without configuration', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    await expect(obtainPushToken({ config: null })).resolves.toBeNull();
    expect(info).toHaveBeenCalledWith(expect.stringContaining('not configured'));
  });

  it('logs and gives none when permission is refused', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const requestPermission = vi.fn(async () => 'denied' as NotificationPermission);
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    await expect(obtainPushToken({ config })).resolves.toBeNull();
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith(expect.stringContaining('"denied"'));
  });

  it('logs and gives none when the messaging worker is not active', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    vi.stubGlobal('Notification', { permission: 'granted', requestPermission: vi.fn() });
    await expect(obtainPushToken({ config, registration: async () => null })).resolves.toBeNull();
    expect(info).toHaveBeenCalledWith(expect.stringContaining('not active'));
  });
});
