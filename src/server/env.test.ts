import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

const production = {
  NODE_ENV: 'production',
  APP_URL: 'https://roofbid.example',
  SMTP_URL: 'smtp://mail.example:587',
};

function problemsOf(source: Record<string, string>) {
  try {
    loadEnv(source);
  } catch (err) {
    if (err instanceof EnvError) return err.problems;
    throw err;
  }
  return [];
}

describe('loadEnv', () => {
  it('has working defaults for a fresh machine', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 5000,
      PGLITE_DIR: './data',
      DEMO_MODE: true,
      TEST_CHECKOUT_ENABLED: true,
      APP_URL: 'http://localhost:5000',
    });
  });

  it('turns demo mode and the test checkout off in production unless asked', () => {
    const env = loadEnv({ ...production, DATABASE_URL: 'postgres://u@db:5432/app' });
    expect(env.DEMO_MODE).toBe(false);
    expect(env.TEST_CHECKOUT_ENABLED).toBe(false);
    expect(loadEnv({ ...production, TEST_CHECKOUT_ENABLED: 'true' }).TEST_CHECKOUT_ENABLED).toBe(
      true,
    );
  });

  it('refuses production without APP_URL or SMTP_URL, naming each', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['APP_URL', 'SMTP_URL']);
    expect(problems.find((p) => p.startsWith('APP_URL'))).toContain('required in production');
    expect(problemsOf({ ...production, APP_URL: '' }).map((p) => p.split(':')[0])).toEqual([
      'APP_URL',
    ]);
    expect(problemsOf({ ...production, SMTP_URL: ' ' }).map((p) => p.split(':')[0])).toEqual([
      'SMTP_URL',
    ]);
    // Outside production both keep their defaults.
    expect(loadEnv({ APP_URL: '', SMTP_URL: '' }).APP_URL).toBe('http://localhost:5000');
  });

  it('takes a redis:// or rediss:// REDIS_URL, with a key prefix', () => {
    expect(loadEnv({}).REDIS_URL).toBeUndefined();
    expect(loadEnv({}).REDIS_KEY_PREFIX).toBe('roofbid:');
    expect(
      loadEnv({ REDIS_URL: 'rediss://:secret@cache.internal:6380/2', REDIS_KEY_PREFIX: 'stage:' }),
    ).toMatchObject({
      REDIS_URL: 'rediss://:secret@cache.internal:6380/2',
      REDIS_KEY_PREFIX: 'stage:',
    });
    expect(problemsOf({ REDIS_URL: 'http://cache.internal:6379' })).toEqual([
      'REDIS_URL: not a redis:// or rediss:// URL',
    ]);
  });

  it('takes a metrics token of 32 characters or more, and a metrics port beside PORT', () => {
    expect(loadEnv({})).toMatchObject({ METRICS_HOST: '127.0.0.1' });
    expect(loadEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(loadEnv({ METRICS_PORT: '' }).METRICS_PORT).toBeUndefined();
    const token = 'a'.repeat(32);
    expect(loadEnv({ METRICS_TOKEN: token, METRICS_PORT: '9464' })).toMatchObject({
      METRICS_TOKEN: token,
      METRICS_PORT: 9464,
    });
    expect(problemsOf({ METRICS_TOKEN: 'a'.repeat(31) })).toEqual([
      'METRICS_TOKEN: at least 32 characters (e.g. openssl rand -hex 32)',
    ]);
    expect(problemsOf({ METRICS_PORT: '5000' })).toEqual([
      "METRICS_PORT: must differ from PORT (the app's own port)",
    ]);
    expect(problemsOf({ METRICS_PORT: '70000' }).map((p) => p.split(':')[0])).toEqual([
      'METRICS_PORT',
    ]);
  });

  it('names every bad variable', () => {
    let error: unknown;
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'not a url', ADMIN_EMAIL: 'boss@example.com' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(EnvError);
    const names = (error as EnvError).problems.map((p) => p.split(':')[0]);
    expect(names.sort()).toEqual(['ADMIN_PASSWORD', 'DATABASE_URL', 'PORT']);
  });

  it('refuses demo mode in production', () => {
    expect(() => loadEnv({ ...production, DEMO_MODE: 'true' })).toThrow(/DEMO_MODE/);
  });

  it('takes TRUST_PROXY as off, a hop count or proxy addresses and ranges', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'fd00::/8',
    ]);
    expect(loadEnv({ TRUST_PROXY: 'loopback,uniquelocal' }).TRUST_PROXY).toEqual([
      'loopback',
      'uniquelocal',
    ]);
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    for (const bad of ['yes', '10.0.0.1/33', 'proxy.internal', '10.0.0.1, nope']) {
      expect(problemsOf({ TRUST_PROXY: bad })[0], bad).toMatch(/^TRUST_PROXY: /);
    }
  });

  it('refuses TRUST_PROXY=true in production', () => {
    expect(problemsOf({ ...production, TRUST_PROXY: 'true' })[0]).toMatch(/^TRUST_PROXY: /);
    expect(loadEnv({ ...production, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
  });

  it('treats empty values as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', SMTP_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('uses the database for uploads unless a bucket is configured', () => {
    expect(loadEnv({}).S3_BUCKET).toBeUndefined();
    const env = loadEnv({
      S3_BUCKET: 'roofbid-files',
      S3_REGION: 'ca-central-1',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(env).toMatchObject({ S3_BUCKET: 'roofbid-files', S3_FORCE_PATH_STYLE: false });
    const compatible = loadEnv({
      S3_BUCKET: 'roofbid-files',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(compatible.S3_FORCE_PATH_STYLE).toBe(true);
  });

  it('refuses a partial bucket configuration, naming each missing variable', () => {
    let error: unknown;
    try {
      loadEnv({ S3_BUCKET: 'roofbid-files', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(EnvError);
    const names = (error as EnvError).problems.map((p) => p.split(':')[0]);
    expect(names.sort()).toEqual(['S3_REGION', 'S3_SECRET_ACCESS_KEY']);
    expect(() => loadEnv({ S3_ENDPOINT: 'http://minio.internal:9000' })).toThrow(
      /S3_BUCKET: required for S3 storage \(S3_ENDPOINT is set\)/,
    );
  });
});
