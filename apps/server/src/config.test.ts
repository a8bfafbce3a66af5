import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseDuration } from './config.ts';
import { serverRoot } from './paths.ts';

describe('configuration', () => {
  it('has a default for every variable, with paths relative to the working directory', () => {
    const config = loadConfig({}, '/srv/ooh');
    expect(config).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/ooh/data',
      databaseUrl: null,
      databasePoolMax: 10,
      databaseConnectTimeoutMs: 5_000,
      jwtSecret: null,
      jwtTtlSeconds: 12 * 3600,
      demoPassword: 'demo-password',
      seed: true,
      webDist: resolve(serverRoot(), '../web/dist'),
      storybookDist: resolve(serverRoot(), '../../storybook-static'),
      storybookOpen: false,
      uploadDir: '/srv/ooh/data/uploads',
      s3: null,
      logLevel: 'info',
      firebaseServiceAccount: null,
      smtpUrl: null,
      mailFrom: 'OOH back office <no-reply@localhost>',
      appUrl: 'http://localhost:3000',
      passwordLinkTtlHours: 72,
      loginMaxAttempts: 5,
      loginWindowMinutes: 15,
      loginAddressMaxAttempts: 20,
      loginAccountMaxAttempts: 50,
      loginAccountWindowMinutes: 60,
      trustProxy: false,
      requestTimeoutMs: 30_000,
      uploadTimeoutMs: 120_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 5_000,
      bodyLimit: 1024 * 1024,
      taxRatePercent: 18,
      mapOrigins: [],
      notificationStreamsPerUser: 10,
      notificationStreamHeartbeatMs: 25_000,
      metricsToken: null,
      shutdownTimeoutMs: 25_000,
      backupIntervalMs: null,
      backupKeep: 7,
      backupDir: '/srv/ooh/backups',
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/ooh',
        DATABASE_URL: 'postgres://db/ooh',
        DATABASE_POOL_MAX: '25',
        JWT_SECRET: 's'.repeat(40),
        JWT_TTL: '30m',
        DEMO_PASSWORD: 'pw',
        SEED: 'off',
        WEB_DIST: '/www',
        STORYBOOK_DIST: 'design/storybook',
        STORYBOOK: 'true',
        LOG_LEVEL: 'debug',
        FIREBASE_SERVICE_ACCOUNT: '/keys/sa.json',
        SMTP_URL: 'smtp://mail',
        LOGIN_MAX_ATTEMPTS: '10',
        LOGIN_WINDOW_MINUTES: '5',
        TRUST_PROXY: '2',
        REQUEST_TIMEOUT: '20s',
        UPLOAD_TIMEOUT: '5m',
        HEADERS_TIMEOUT: '8',
        KEEP_ALIVE_TIMEOUT: '3s',
        TAX_RATE_PERCENT: '17.5',
        MAP_ORIGINS: 'https://tiles.example.com, https://fonts.example.com:8443/',
        NOTIFICATION_STREAMS_PER_USER: '3',
        NOTIFICATION_STREAM_HEARTBEAT: '15s',
        DATABASE_CONNECT_TIMEOUT: '2s',
        METRICS_TOKEN: 'a-scrape-token-0123456789',
        SHUTDOWN_TIMEOUT: '1m',
        BACKUP_INTERVAL: '6h',
        BACKUP_KEEP: '14',
        BACKUP_DIR: '/var/backups/ooh',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/var/ooh',
      uploadDir: join('/srv/var/ooh', 'uploads'),
      databaseUrl: 'postgres://db/ooh',
      databasePoolMax: 25,
      jwtTtlSeconds: 1800,
      seed: false,
      webDist: '/www',
      storybookDist: '/srv/design/storybook',
      storybookOpen: true,
      loginMaxAttempts: 10,
      loginWindowMinutes: 5,
      trustProxy: 2,
      requestTimeoutMs: 20_000,
      uploadTimeoutMs: 300_000,
      headersTimeoutMs: 8_000,
      keepAliveTimeoutMs: 3_000,
      taxRatePercent: 17.5,
      mapOrigins: ['https://tiles.example.com', 'https://fonts.example.com:8443'],
      notificationStreamsPerUser: 3,
      notificationStreamHeartbeatMs: 15_000,
      databaseConnectTimeoutMs: 2_000,
      metricsToken: 'a-scrape-token-0123456789',
      shutdownTimeoutMs: 60_000,
      backupIntervalMs: 6 * 3600 * 1000,
      backupKeep: 14,
      backupDir: '/var/backups/ooh',
    });
  });

  it('takes scheduled backups only when BACKUP_INTERVAL asks, at most once a minute', () => {
    expect(loadConfig({ BACKUP_INTERVAL: 'off' }).backupIntervalMs).toBeNull();
    expect(loadConfig({ BACKUP_INTERVAL: '1m' }).backupIntervalMs).toBe(60_000);
    expect(() => loadConfig({ BACKUP_INTERVAL: '30s' })).toThrow(/BACKUP_INTERVAL must be at least 1m/);
    expect(() => loadConfig({ BACKUP_INTERVAL: 'nightly' })).toThrow(/BACKUP_INTERVAL/);
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });

  it('refuses a metrics token short enough to guess, and durations that are not ones', () => {
    for (const token of ['short', 'sixteen chars ok'])
      expect(() => loadConfig({ METRICS_TOKEN: token }), token).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT: '0' })).toThrow(/SHUTDOWN_TIMEOUT/);
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT: 'never' })).toThrow(/DATABASE_CONNECT_TIMEOUT/);
  });

  it('keeps the notification stream heartbeat under the proxies idle time-outs, and allows a stream a user', () => {
    expect(() => loadConfig({ NOTIFICATION_STREAM_HEARTBEAT: '2m' })).toThrow(/at most 60s/);
    expect(() => loadConfig({ NOTIFICATION_STREAMS_PER_USER: '0' })).toThrow(/NOTIFICATION_STREAMS_PER_USER/);
  });

  it('seeds demo data by default only on the embedded database', () => {
    expect(loadConfig({}).seed).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/ooh' }).seed).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/ooh', SEED: 'true' }).seed).toBe(true);
    expect(loadConfig({ SEED: 'false' }).seed).toBe(false);
  });

  it('reads the app address of the e-mailed links and their lifetime', () => {
    expect(loadConfig({ PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    const config = loadConfig({
      APP_URL: 'https://ooh.example.com/back-office/',
      PASSWORD_LINK_TTL_HOURS: '24',
    });
    expect(config).toMatchObject({ appUrl: 'https://ooh.example.com/back-office', passwordLinkTtlHours: 24 });
    for (const url of [
      'ooh.example.com',
      'ftp://ooh.example.com',
      'https://u:p@ooh.example.com',
      'https://x.com/?a=1',
    ])
      expect(() => loadConfig({ APP_URL: url })).toThrow(/APP_URL/);
    expect(() => loadConfig({ PASSWORD_LINK_TTL_HOURS: '0' })).toThrow(/PASSWORD_LINK_TTL_HOURS/);
  });

  it('reads the sign-in limits', () => {
    const config = loadConfig({
      LOGIN_ADDRESS_MAX_ATTEMPTS: '30',
      LOGIN_ACCOUNT_MAX_ATTEMPTS: '100',
      LOGIN_ACCOUNT_WINDOW_MINUTES: '120',
    });
    expect(config).toMatchObject({
      loginAddressMaxAttempts: 30,
      loginAccountMaxAttempts: 100,
      loginAccountWindowMinutes: 120,
    });
    expect(() => loadConfig({ LOGIN_ACCOUNT_MAX_ATTEMPTS: '0' })).toThrow(/LOGIN_ACCOUNT_MAX_ATTEMPTS/);
  });

  it('takes TRUST_PROXY as a hop count or a list of proxies, never "trust everything"', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/hop count|number of proxies/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.local' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ REQUEST_TIMEOUT: 'soon' })).toThrow(/REQUEST_TIMEOUT/);
  });

  it('refuses values that make no sense, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOGIN_MAX_ATTEMPTS: '0' })).toThrow(/LOGIN_MAX_ATTEMPTS/);
    expect(() => loadConfig({ SEED: 'maybe' })).toThrow(/SEED/);
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => loadConfig({ DATABASE_POOL_MAX: 'many' })).toThrow(/DATABASE_POOL_MAX/);
    expect(loadConfig({ TAX_RATE_PERCENT: '0' }).taxRatePercent).toBe(0);
    for (const rate of ['-5', '101', '18%', 'gst', '1e1'])
      expect(() => loadConfig({ TAX_RATE_PERCENT: rate })).toThrow(/TAX_RATE_PERCENT/);
    expect(() => parseDuration('JWT_TTL', '12 hours')).toThrow(/JWT_TTL/);
    expect(parseDuration('JWT_TTL', '7d')).toBe(7 * 86400);
    expect(parseDuration('JWT_TTL', '90')).toBe(90);
    for (const origin of [
      'tiles.example.com',
      'https://tiles.example.com/styles/x.json',
      '*',
      'ftp://x.example',
    ])
      expect(() => loadConfig({ MAP_ORIGINS: origin })).toThrow(/MAP_ORIGINS/);
  });

  it('stores uploads in S3 when S3_BUCKET is set, with path-style addressing by default for an own endpoint', () => {
    expect(
      loadConfig({
        S3_BUCKET: 'ooh-uploads',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'eu-west-3',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      bucket: 'ooh-uploads',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-3',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    // AWS itself: the region's endpoint, virtual-hosted buckets, the SDK's own credentials (roles, AWS_*).
    expect(loadConfig({ S3_BUCKET: 'ooh.uploads' }).s3).toEqual({
      bucket: 'ooh.uploads',
      endpoint: null,
      region: 'us-east-1',
      credentials: null,
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'ooh-uploads',
        S3_ENDPOINT: 'https://s3.internal',
        S3_FORCE_PATH_STYLE: 'false',
      }).s3?.forcePathStyle,
    ).toBe(false);
    expect(loadConfig({ S3_BUCKET: 'ooh-uploads', S3_FORCE_PATH_STYLE: 'yes' }).s3?.forcePathStyle).toBe(
      true,
    );
  });

  it('refuses a half-configured S3 store instead of falling back to the local folder', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(ConfigError);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_ENDPOINT.*S3_BUCKET/);
    expect(() => loadConfig({ S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(/S3_SECRET_ACCESS_KEY.*S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'ooh-uploads', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'ooh-uploads', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'ooh-uploads', UPLOAD_DIR: '/srv/uploads' })).toThrow(
      /UPLOAD_DIR and S3_BUCKET/,
    );
    for (const bucket of ['Uploads', 'ab', 'a_b_c', '-uploads', 'uploads-', 'ooh..uploads', 'x'.repeat(64)])
      expect(() => loadConfig({ S3_BUCKET: bucket }), bucket).toThrow(/S3_BUCKET/);
    for (const endpoint of ['minio:9000', 'ftp://minio', 'http://user:pass@minio:9000', 'not a url'])
      expect(() => loadConfig({ S3_BUCKET: 'ooh-uploads', S3_ENDPOINT: endpoint }), endpoint).toThrow(
        /S3_ENDPOINT/,
      );
    expect(() => loadConfig({ S3_BUCKET: 'ooh-uploads', S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
  });
});
