import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loggerOptions, wantsReadableLogs } from './logger.ts';

type Options = { transport?: { target: string } };

describe('log output', () => {
  it('is readable on a terminal, whatever NODE_ENV says, and JSON lines otherwise', () => {
    expect(wantsReadableLogs({ isTTY: true })).toBe(true);
    expect(wantsReadableLogs({ isTTY: false })).toBe(false);
    expect(wantsReadableLogs({})).toBe(false);
  });

  it('prints readable lines through pino-pretty, found where the server runs', () => {
    const pretty = loggerOptions('info', true) as Options;
    const target = pretty.transport?.target ?? '';
    // An absolute file, not a bare name the transport's worker thread must resolve on its own.
    expect(path.isAbsolute(target)).toBe(true);
    expect(existsSync(target)).toBe(true);
    expect(target).toContain(`${path.sep}pino-pretty${path.sep}`);
    expect((loggerOptions('info', false) as Options).transport).toBeUndefined();
  });

  it('keeps pino-pretty after `npm install --omit=dev`, so `npm start` works on a terminal', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    expect(pkg.dependencies['pino-pretty']).toBeDefined();
    expect(pkg.devDependencies['pino-pretty']).toBeUndefined();
  });

  it('falls back to JSON lines when pino-pretty cannot be found', () => {
    const missing = () => {
      throw new Error("Cannot find module 'pino-pretty'");
    };
    expect((loggerOptions('info', true, missing) as Options).transport).toBeUndefined();
  });
});
