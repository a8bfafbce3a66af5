import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseDuration } from './config.ts';
import { serverRoot } from './paths.ts';

describe('configuration', () => {
  it('has a default for every variable, with paths relative to the working directory', () => {
    const config = loadConfig({}, '/srv/ooh');
    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/ooh/data',
      databaseUrl: null,
      jwtSecret: null,
      jwtTtlSeconds: 12 * 3600,
      demoPassword: 'demo-password',
      seed: true,
      webDist: resolve(serverRoot(), '../web/dist'),
      uploadDir: '/srv/ooh/data/uploads',
      logLevel: 'info',
      firebaseServiceAccount: null,
      smtpUrl: null,
      mailFrom: 'OOH back office <no-reply@localhost>',
      loginMaxAttempts: 5,
      loginWindowMinutes: 15,
      trustProxy: false,
      bodyLimit: 1024 * 1024,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/ooh',
        DATABASE_URL: 'postgres://db/ooh',
        JWT_SECRET: 's'.repeat(40),
        JWT_TTL: '30m',
        DEMO_PASSWORD: 'pw',
        SEED: 'off',
        WEB_DIST: '/www',
        LOG_LEVEL: 'debug',
        FIREBASE_SERVICE_ACCOUNT: '/keys/sa.json',
        SMTP_URL: 'smtp://mail',
        LOGIN_MAX_ATTEMPTS: '10',
        LOGIN_WINDOW_MINUTES: '5',
        TRUST_PROXY: 'true',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/var/ooh',
      uploadDir: join('/srv/var/ooh', 'uploads'),
      databaseUrl: 'postgres://db/ooh',
      jwtTtlSeconds: 1800,
      seed: false,
      webDist: '/www',
      loginMaxAttempts: 10,
      loginWindowMinutes: 5,
      trustProxy: true,
    });
  });

  it('refuses values that make no sense, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOGIN_MAX_ATTEMPTS: '0' })).toThrow(/LOGIN_MAX_ATTEMPTS/);
    expect(() => loadConfig({ SEED: 'maybe' })).toThrow(/SEED/);
    expect(() => parseDuration('JWT_TTL', '12 hours')).toThrow(/JWT_TTL/);
    expect(parseDuration('JWT_TTL', '7d')).toBe(7 * 86400);
    expect(parseDuration('JWT_TTL', '90')).toBe(90);
  });
});
