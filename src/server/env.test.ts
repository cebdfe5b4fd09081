import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

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
    const env = loadEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@db:5432/app' });
    expect(env.DEMO_MODE).toBe(false);
    expect(env.TEST_CHECKOUT_ENABLED).toBe(false);
    expect(
      loadEnv({ NODE_ENV: 'production', TEST_CHECKOUT_ENABLED: 'true' }).TEST_CHECKOUT_ENABLED,
    ).toBe(true);
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
    expect(() => loadEnv({ NODE_ENV: 'production', DEMO_MODE: 'true' })).toThrow(/DEMO_MODE/);
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
