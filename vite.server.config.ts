import { cpSync } from 'node:fs';
import { defineConfig } from 'vite';

const buildDir = process.env.BUILD_DIR ?? 'dist';

/**
 * Dependencies that stay in node_modules: native or WebAssembly code and files found beside the
 * package's own module (PGlite's postgres, sharp, argon2, the HEIC decoder, pino's worker
 * transports), qrcode (the QR worker requires it from there, docs/decisions/qr-worker.md), and
 * the clients loaded only when configured (PostgreSQL, Redis, SMTP, Stripe, S3, Prometheus),
 * which keep loading only then.
 */
const external = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'heic-decode',
  'sharp',
  'pino',
  'pino-pretty',
  'qrcode',
  'pg',
  'ioredis',
  'nodemailer',
  'stripe',
  '@aws-sdk/client-s3',
  'prom-client',
];

// Bundles the API server into dist/server/main.js and copies the SQL migrations beside it, where
// src/server/db/migrate.ts looks for them. The other dependencies (fastify, zod, drizzle, ...)
// are bundled in: Node resolves and loads hundreds of small modules far more slowly than one
// file, a quarter of a second of every start (bench:startup).
export default defineConfig({
  publicDir: false,
  ssr: { noExternal: true, external },
  build: {
    ssr: 'src/server/main.ts',
    outDir: `${buildDir}/server`,
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: 'main.js' } },
  },
  plugins: [
    {
      name: 'copy-migrations',
      closeBundle() {
        cpSync('src/server/db/migrations', `${buildDir}/server/migrations`, { recursive: true });
      },
    },
  ],
});
