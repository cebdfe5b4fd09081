import { cpSync } from 'node:fs';
import { defineConfig } from 'vite';

const buildDir = process.env.BUILD_DIR ?? 'dist';

// Bundles the API server into dist/server/main.js (dependencies stay in node_modules) and
// copies the SQL migrations beside it, where src/server/db/migrate.ts looks for them.
export default defineConfig({
  publicDir: false,
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
