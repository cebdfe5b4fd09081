import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 5001);
// BUILD_DIR lets parallel test runs build side by side; dist by default.
const buildDir = process.env.BUILD_DIR ?? 'dist';

/**
 * Writes .br and .gz beside every text asset of the build, at the highest levels: the server
 * serves them as they are (@fastify/static preCompressed) instead of compressing per request.
 */
function precompress(outDir: string): Plugin {
  const compressible = /\.(js|css|svg|json|txt|webmanifest|map|ico)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  return {
    name: 'precompress',
    apply: 'build',
    closeBundle() {
      for (const file of walk(outDir).filter((f) => compressible.test(f))) {
        const data = readFileSync(file);
        if (data.length < 512) continue;
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

// The client build. The server is built separately (vite.server.config.ts).
export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(`${buildDir}/client`)],
  publicDir: 'public',
  build: {
    outDir: `${buildDir}/client`,
    // Read by the server to write each page's chunks into its HTML as modulepreload hints.
    manifest: true,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Long-cached runtime chunks: React on every page; the query cache only
        // on pages that read server data. Dependencies are not pulled into a group, or React
        // would land in the query chunk and every page would load it.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5000,
    strictPort: true,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/healthz': `http://127.0.0.1:${apiPort}`,
      '/readyz': `http://127.0.0.1:${apiPort}`,
    },
  },
});
