// Bundle sizes of the built web app against the budgets of the guide (§6) and decision 0010.
// Prints every JavaScript chunk (minified, gzip -9, and the brotli file the server sends), then
// the first load of each prerendered page: the scripts its HTML loads and preloads. Exits
// non-zero when a budget is missed:
// - first-load JavaScript of the landing and login pages at most 160 KB gzipped;
// - the landing page loads nothing that only forms need (zod, react-hook-form);
// - the shipped runtime is React (react-dom), not Preact;
// - no chunk over 500 KB minified.
// Usage: npm run build && node bench/bundle-size.mjs
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const FIRST_LOAD_BUDGET_KB = 160;
const CHUNK_BUDGET_KB = 500;

const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
const pagesFile = join(dist, 'prerendered/pages.json');
if (!existsSync(join(dist, 'index.html')) || !existsSync(pagesFile)) {
  console.error('apps/web/dist is missing or has no prerendered pages: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const pages = JSON.parse(readFileSync(pagesFile, 'utf8'));

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const buf = readFileSync(join(dist, file));
    const br = existsSync(join(dist, `${file}.br`)) ? readFileSync(join(dist, `${file}.br`)).length : buf.length;
    sizes.set(file, { min: buf.length, gz: gzipSync(buf, { level: 9 }).length, br, text: buf.toString('utf8') });
  }
  return sizes.get(file);
}

/** A chunk of the manifest and every chunk it imports statically. */
function closureOf(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closureOf(imported, files);
  return files;
}

/**
 * Scripts a page's first load runs: those its HTML loads or preloads, the modules the entry
 * preloads once the page is painted (`<body data-modules>`), and what the entry then imports
 * (React DOM, the app's start-up with src/start.tsx, and their static imports; src/main.tsx,
 * decision 0010).
 */
function scriptsOf(htmlFile) {
  const html = readFileSync(join(dist, htmlFile), 'utf8');
  const files = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  for (const m of html
    .match(/data-modules="([^"]*)"/)?.[1]
    .split(' ')
    .filter(Boolean) ?? [])
    files.add(m.slice(1));
  // The entry (index.html's chunk) imports all of its dynamic imports once the page is painted.
  for (const key of manifest['index.html'].dynamicImports ?? []) closureOf(key, files);
  return [...files];
}

// Names of the chunks by file, from the build manifest (the forms' libraries are the `forms` chunk).
const chunkName = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk.name ?? '']));

const rows = readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => ({ file: `assets/${f}`, ...sizeOf(`assets/${f}`) }))
  .sort((a, b) => b.min - a.min);
console.log('chunk'.padEnd(52), 'minified'.padStart(10), 'gzip -9'.padStart(10), 'brotli'.padStart(10));
for (const r of rows) {
  console.log(r.file.padEnd(52), kb(r.min).padStart(10), kb(r.gz).padStart(10), kb(r.br).padStart(10));
}

const problems = [];
console.log('\nfirst load of the prerendered pages and frames (JavaScript the HTML loads and preloads)');
const pageColumn = Math.max(20, ...Object.keys(pages).map((path) => path.length + 1));
console.log('page'.padEnd(pageColumn), 'files'.padStart(6), 'gzip -9'.padStart(10), 'brotli'.padStart(10), '  budget');
for (const [path, htmlFile] of Object.entries(pages)) {
  const scripts = scriptsOf(htmlFile);
  const gz = scripts.reduce((sum, f) => sum + sizeOf(f).gz, 0);
  const br = scripts.reduce((sum, f) => sum + sizeOf(f).br, 0);
  // The budget is the landing and login pages' (issue 8); the other prerendered pages (the public
  // student forms, and the frames of signed-in pages, whose HTML preloads the page's own modules
  // too) are listed for the record.
  const budgeted = path === '/' || path.endsWith('/login');
  const ok = !budgeted || gz <= FIRST_LOAD_BUDGET_KB * 1024;
  console.log(
    path.padEnd(pageColumn),
    String(scripts.length).padStart(6),
    kb(gz).padStart(10),
    kb(br).padStart(10),
    budgeted ? `  ≤ ${FIRST_LOAD_BUDGET_KB} KB gzipped ${ok ? 'ok' : 'OVER'}` : '  (no budget)',
  );
  if (!ok) problems.push(`${path}: first-load JavaScript ${kb(gz)} gzipped, over ${FIRST_LOAD_BUDGET_KB} KB`);
  const text = scripts.map((f) => sizeOf(f).text).join('\n');
  if (!text.includes('react-dom') && !/reactjs\.org\/docs\/error-decoder|react\.dev\/errors/.test(text)) {
    problems.push(`${path}: no React DOM in the first load`);
  }
  if (/preact/i.test(text)) problems.push(`${path}: the first load contains Preact`);
  if (path === '/') {
    const forms = scripts.filter((f) => chunkName.get(f) === 'forms' || sizeOf(f).text.includes('$ZodType'));
    if (forms.length) problems.push(`/: the landing page loads form libraries (${forms.join(', ')})`);
    else console.log('landing page: no zod or react-hook-form in its first load (ok)');
  }
}

const largest = rows[0];
console.log(
  `\nlargest chunk: ${largest.file} ${kb(largest.min)} minified (budget ${CHUNK_BUDGET_KB} KB) ${largest.min <= CHUNK_BUDGET_KB * 1024 ? 'ok' : 'OVER'}`,
);
if (largest.min > CHUNK_BUDGET_KB * 1024) problems.push(`${largest.file} is over ${CHUNK_BUDGET_KB} KB minified`);

if (problems.length) {
  console.error(`\nOVER BUDGET:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('within budget');
