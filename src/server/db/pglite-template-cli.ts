// `npm run build`'s last step: the embedded database's template beside the server bundle
// (pglite-template.ts), migrated with the migrations the bundle carries.
import path from 'node:path';
import { writePgliteTemplate } from './pglite-template.ts';

// The server build's folder (`dist/server`, or BUILD_DIR's when test runs build side by side).
const serverDir = process.argv[2] ?? 'dist/server';
const file = path.join(serverDir, 'pglite-template.tgz');
await writePgliteTemplate(file, path.join(serverDir, 'migrations'));
console.log(`PGlite template: ${file}`);
