// Compresses the built web app once, at build time: next to every text file of dist/ a `.br`
// (brotli, highest quality) and a `.gz` (gzip -9), kept only when smaller than the file itself.
// The API sends the one that matches the browser's Accept-Encoding (apps/api/src/plugins/spa.ts)
// instead of compressing each response again.
import { readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('./dist/', import.meta.url));
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
let before = 0;
let afterBr = 0;
for (const path of files(dist)) {
  if (path.endsWith('.br') || path.endsWith('.gz')) {
    unlinkSync(path); // a leftover of an earlier run
    continue;
  }
  if (!COMPRESSIBLE.test(path)) continue;
  const source = readFileSync(path);
  const br = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gz = gzipSync(source, { level: 9 });
  if (br.length < source.length) writeFileSync(`${path}.br`, br);
  if (gz.length < source.length) writeFileSync(`${path}.gz`, gz);
  count++;
  before += source.length;
  afterBr += Math.min(br.length, source.length);
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`compressed ${count} files: ${kb(before)} → ${kb(afterBr)} with brotli`);
