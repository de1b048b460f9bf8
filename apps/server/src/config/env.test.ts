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
