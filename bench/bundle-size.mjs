// Prints the size of every JavaScript chunk of the built web app, minified and gzipped,
// and checks the budgets of the guide (§6): the first load (landing and login pages)
// at most 100 KB gzipped, no chunk over 500 KB minified.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
if (!existsSync(join(dist, 'index.html'))) {
  console.error('apps/web/dist is missing: run `npm run build` first.');
  process.exit(1);
}
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const firstLoad = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const rows = [];
for (const file of readdirSync(join(dist, 'assets'))) {
  if (!file.endsWith('.js') && !file.endsWith('.css')) continue;
  const buf = readFileSync(join(dist, 'assets', file));
  rows.push({ file: `assets/${file}`, min: buf.length, gz: gzipSync(buf, { level: 9 }).length });
}
rows.sort((a, b) => b.min - a.min);
console.log('chunk'.padEnd(48), 'minified'.padStart(10), 'gzipped'.padStart(10), ' first load');
for (const r of rows) {
  console.log(r.file.padEnd(48), kb(r.min).padStart(10), kb(r.gz).padStart(10), firstLoad.has(r.file) ? ' yes' : '');
}
const firstLoadGz = rows.filter((r) => firstLoad.has(r.file) && r.file.endsWith('.js')).reduce((s, r) => s + r.gz, 0);
const largest = rows.filter((r) => r.file.endsWith('.js'))[0];
console.log(`\nfirst-load JavaScript (landing and login pages): ${kb(firstLoadGz)} gzipped (budget 100 KB)`);
console.log(`largest chunk: ${largest ? `${largest.file} ${kb(largest.min)}` : 'none'} minified (budget 500 KB)`);
const ok = firstLoadGz <= 100 * 1024 && (!largest || largest.min <= 500 * 1024);
console.log(ok ? 'within budget' : 'OVER BUDGET');
process.exitCode = ok ? 0 : 1;
