import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/server/test-support/global-setup.ts'],
    pool: 'forks',
    // Each worker loads the app's modules once, not once per file: a third off the suite's wall
    // time (bench/README.md, CI wall time). Files share no state but the database each opens;
    // stubbed globals are put back after every test.
    isolate: false,
    unstubGlobals: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
