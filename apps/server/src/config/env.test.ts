import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';

describe('configuration', () => {
  it('has the defaults of decisions.md', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      publicUrl: 'http://localhost:3000',
      uploadMaxMb: 10,
      registrationOpen: false,
      corsOrigins: [],
      trustProxy: false,
      databaseUrl: undefined,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://lss.example.org/',
      UPLOAD_MAX_MB: '25',
      REGISTRATION_OPEN: 'true',
      CORS_ORIGINS: 'https://a.example, http://localhost:5173/',
      DATABASE_URL: 'postgres://u:p@db:5432/lss',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'https://lss.example.org',
      uploadMaxBytes: 25 * 1024 * 1024,
      registrationOpen: true,
      corsOrigins: ['https://a.example', 'http://localhost:5173'],
      databaseUrl: 'postgres://u:p@db:5432/lss',
    });
  });

  it('has the defaults of the rest: log level, pages, newsletter pace, token lifetime', () => {
    expect(loadConfig({})).toMatchObject({
      env: 'development',
      logLevel: 'info',
      pages: 'production',
      jwtSecret: undefined,
      jwtExpiresIn: '7d',
      uploadMaxBytes: 10 * 1024 * 1024,
      newsletter: { batchSize: 50, ratePerMinute: 300 },
    });
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(32),
        JWT_EXPIRES_IN: '12 h',
        LOG_LEVEL: 'warn',
        PAGES: 'off',
        NEWSLETTER_BATCH_SIZE: '10',
        NEWSLETTER_RATE_PER_MINUTE: '60',
      }),
    ).toMatchObject({
      env: 'production',
      jwtSecret: 'x'.repeat(32),
      jwtExpiresIn: '12h',
      logLevel: 'warn',
      pages: false,
      newsletter: { batchSize: 10, ratePerMinute: 60 },
    });
  });

  it('takes an empty variable as unset, as deployment dashboards do', () => {
    expect(loadConfig({ PORT: '', PUBLIC_URL: '', S3_REGION: '', TRUST_PROXY: '' })).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      trustProxy: false,
      storage: { kind: 'disk' },
    });
  });

  it('reads process.env itself by default', () => {
    const outcome = (load: () => unknown) => {
      try {
        return load();
      } catch (error) {
        return error;
      }
    };
    expect(outcome(() => loadConfig())).toEqual(outcome(() => loadConfig({ ...process.env })));
  });

  it('sends e-mail from no-reply at the host of PUBLIC_URL unless MAIL_FROM says otherwise', () => {
    expect(loadConfig({}).mailFrom).toEqual({ name: '', address: 'no-reply@localhost' });
    expect(loadConfig({ PUBLIC_URL: 'https://lss.example.org:8443/site' }).mailFrom).toEqual({
      name: '',
      address: 'no-reply@lss.example.org',
    });
  });

  it('reads an SMTP_URL with a login', () => {
    const smtpUrl = 'smtps://mailer:p%40ss@mail.example.org:465';
    expect(loadConfig({ SMTP_URL: smtpUrl, CONTACT_TO: 'c@lss.test' })).toMatchObject({
      smtpUrl,
      contactTo: 'c@lss.test',
    });
  });

  it.each([
    ['web@lss.example.org', { name: '', address: 'web@lss.example.org' }],
    [' LSS Website <web@lss.example.org> ', { name: 'LSS Website', address: 'web@lss.example.org' }],
    [
      '"Law Students\' Society, Ilorin" <web@lss.example.org>',
      { name: "Law Students' Society, Ilorin", address: 'web@lss.example.org' },
    ],
    ['<web@lss.example.org>', { name: '', address: 'web@lss.example.org' }],
  ])('reads MAIL_FROM=%s', (value, mailFrom) => {
    expect(loadConfig({ MAIL_FROM: value }).mailFrom).toEqual(mailFrom);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['1', 1],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 2001:db8::/32,::1, loopback', ['10.0.0.0/8', '2001:db8::/32', '::1', 'loopback']],
  ])('reads TRUST_PROXY=%s', (value, trustProxy) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  it.each([
    ...['yes', '10.0.0.1/33', '10.0.0', 'proxy.example', '10.0.0.1,', '::1/129', '-1'].map(
      (value): [Record<string, string>, string] => [
        { TRUST_PROXY: value },
        'Invalid configuration: TRUST_PROXY must be true, a hop count or comma-separated proxy addresses/CIDRs.',
      ],
    ),
    [
      { CORS_ORIGINS: 'https://a.example/app' },
      'Invalid configuration: CORS_ORIGINS must be comma-separated origins such as https://front.example.',
    ],
    ...['web', 'LSS <web>', 'LSS web@lss.example.org', 'a@b.test, c@d.test', 'LSS <a@b.test> x'].map(
      (value): [Record<string, string>, string] => [
        { MAIL_FROM: value },
        'Invalid configuration: MAIL_FROM must be an e-mail address or Name <address>.',
      ],
    ),
    ...['http://mail.example', 'smtp:/mail', 'smtp://', 'mail.example:587'].map(
      (value): [Record<string, string>, string] => [
        { SMTP_URL: value },
        'Invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL.',
      ],
    ),
    [{ PORT: 'eighty' }, 'Invalid configuration: PORT must be a port number.'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be at most 65535.'],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid configuration: DATABASE_URL must start with postgres:// or postgresql://.',
    ],
    [{ UPLOAD_MAX_MB: '0' }, 'Invalid configuration: UPLOAD_MAX_MB must be above 0.'],
    [{ REGISTRATION_OPEN: 'maybe' }, 'Invalid configuration: REGISTRATION_OPEN must be true or false.'],
    [{ JWT_SECRET: 'short' }, 'Invalid configuration: JWT_SECRET must be at least 32 characters long.'],
    [{ NODE_ENV: 'production' }, 'Invalid configuration: JWT_SECRET is required when NODE_ENV=production.'],
  ])('refuses %o with one clear line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('storage configuration (S3_*)', () => {
  it('keeps uploads in DATA_DIR/uploads unless S3_BUCKET is set', () => {
    expect(loadConfig({ DATA_DIR: '/srv/lss' }).storage).toEqual({ kind: 'disk', dir: '/srv/lss/uploads' });
  });

  it('reads a bucket with its defaults: us-east-1, path-style only with an endpoint, the SDK credentials chain', () => {
    expect(loadConfig({ S3_BUCKET: 'lss-uploads' }).storage).toEqual({
      kind: 's3',
      bucket: 'lss-uploads',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
      publicUrl: undefined,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'lss-uploads',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_REGION: 'auto',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PUBLIC_URL: 'https://cdn.lss.example/',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'lss-uploads',
      endpoint: 'http://127.0.0.1:9000',
      region: 'auto',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      publicUrl: 'https://cdn.lss.example',
    });
    const virtualHosted = loadConfig({
      S3_BUCKET: 'lss-uploads',
      S3_ENDPOINT: 'https://s3.example',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(virtualHosted.storage).toMatchObject({ forcePathStyle: false });
  });

  it.each([
    [
      { S3_BUCKET: 'ab' },
      'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens.',
    ],
    [
      { S3_BUCKET: 'My_Bucket' },
      'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens.',
    ],
    [{ S3_BUCKET: 'lss', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must be an http:// or https:// URL.'],
    [
      { S3_BUCKET: 'lss', S3_REGION: 'EU West' },
      'S3_REGION must be a region name such as us-east-1 or auto.',
    ],
    [{ S3_BUCKET: 'lss', S3_FORCE_PATH_STYLE: 'sometimes' }, 'S3_FORCE_PATH_STYLE must be true or false.'],
    [{ S3_BUCKET: 'lss', S3_PUBLIC_URL: 'cdn.example' }, 'S3_PUBLIC_URL must be an http:// or https:// URL.'],
    [
      { S3_BUCKET: 'lss', S3_PUBLIC_URL: 'https://cdn.example/?v=1' },
      'S3_PUBLIC_URL must not have a query or fragment.',
    ],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET is required when S3_ENDPOINT is set.'],
    [{ S3_PUBLIC_URL: 'https://cdn.example' }, 'S3_BUCKET is required when S3_PUBLIC_URL is set.'],
    [{ S3_REGION: 'auto' }, 'S3_BUCKET is required when S3_REGION is set.'],
    [
      { NODE_ENV: 'production', S3_FORCE_PATH_STYLE: 'true' },
      'S3_BUCKET is required when S3_FORCE_PATH_STYLE is set.',
    ],
    [
      { S3_BUCKET: 'lss', S3_ACCESS_KEY_ID: 'key' },
      'S3_SECRET_ACCESS_KEY is required when S3_ACCESS_KEY_ID is set.',
    ],
    [
      { S3_BUCKET: 'lss', S3_SECRET_ACCESS_KEY: 'x' },
      'S3_ACCESS_KEY_ID is required when S3_SECRET_ACCESS_KEY is set.',
    ],
  ])('refuses %o with one clear line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(`Invalid configuration: ${message}`);
  });
});
