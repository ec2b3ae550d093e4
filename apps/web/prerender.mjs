// Writes the landing and login pages as HTML at build time (after `vite build` and the SSR build
// of src/entry-server.tsx), so that they show their content before any JavaScript runs; the
// browser then hydrates them (src/main.tsx). dist/index.html stays the empty shell that the
// server sends for every other page. See docs/decisions/0010-react-prerendered-entry-pages.md.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const dist = join(here, 'dist');
const ssrDir = join(here, '.prerender');

/**
 * The prerendered pages: their path, the file written under dist/, and the lazily loaded route
 * modules they need (preloaded by the entry once the page is painted, and resolved before hydrating).
 */
const PAGES = [
  { path: '/', file: 'prerendered/index.html', modules: [] },
  { path: '/student/login', file: 'prerendered/student/login.html', modules: ['src/app/routes/login-routes.tsx'] },
  { path: '/admin/login', file: 'prerendered/admin/login.html', modules: ['src/app/routes/login-routes.tsx'] },
  { path: '/faculty/login', file: 'prerendered/faculty/login.html', modules: ['src/app/routes/login-routes.tsx'] },
  // The two public student forms: a first visit shows the form before the JavaScript arrives.
  {
    path: '/student/create-profile',
    file: 'prerendered/student/create-profile.html',
    modules: ['src/app/routes/create-profile-route.tsx'],
  },
  {
    path: '/student/reset-password',
    file: 'prerendered/student/reset-password.html',
    modules: ['src/app/routes/reset-password-route.tsx'],
  },
];

/** The route loaders' module (src/app/router.tsx imports it on demand). */
const LOADERS_MODULE = 'src/app/route-loaders.ts';
/** The signed-in areas' guard (src/app/routes/protected-area-route.tsx, lazily loaded). */
const PROTECTED_AREA_MODULE = 'src/app/routes/protected-area-route.tsx';
/** What screens whose forms use react-hook-form and zod load with their module (app/router.tsx). */
const FORM_LIBRARIES_MODULE = 'src/lib/form-libraries.ts';

/**
 * The route modules of the screens with a frame (config/paths.ts), by path: their HTML arrives
 * with the page's heading and introduction (src/entry-server.tsx, renderShell) and preloads
 * these with the app, so that the page's code does not wait for the router to ask for it.
 * A framed screen missing here fails the build.
 */
const FRAME_MODULES = {
  '/student/downloads': ['src/app/routes/downloads-route.tsx'],
  '/student/passport': ['src/app/routes/passport-route.tsx'],
  '/student/profile': ['src/app/routes/profile-route.tsx'],
  '/student/portal-wallet': ['src/app/routes/portal-wallet-route.tsx', FORM_LIBRARIES_MODULE],
  '/student/accommodation-wallet': ['src/app/routes/accommodation-wallet-route.tsx'],
  '/student/confirm-details': ['src/app/routes/confirm-details-route.tsx', FORM_LIBRARIES_MODULE],
  '/student/change-password': ['src/app/routes/change-password-route.tsx', FORM_LIBRARIES_MODULE],
  '/student/semester-registration-period': ['src/app/routes/registration-periods-route.tsx'],
  '/student/library-resources': ['src/app/routes/library-resources-route.tsx'],
  '/student/print-outs': ['src/app/routes/registration-routes.tsx'],
  '/student/my-registered-courses-period': ['src/app/routes/registration-routes.tsx'],
  '/student/add-drop-period': ['src/app/routes/add-drop-routes.tsx'],
  '/student/apply-for-hostel-period': ['src/app/routes/hostel-routes.tsx'],
  '/student/registration-form/:periodId/:customId': ['src/app/routes/registration-routes.tsx'],
  '/student/my-registered-courses/:periodId/:customId': ['src/app/routes/registration-routes.tsx'],
  '/student/add-drop-form/:periodId/:customId': ['src/app/routes/add-drop-routes.tsx'],
  '/student/print-registration-form/:periodId/:customId': ['src/app/routes/registration-routes.tsx'],
  '/student/print-add-drop-form/:periodId/:customId': ['src/app/routes/add-drop-routes.tsx'],
  '/student/print-hostel-form/:periodId/:customId': ['src/app/routes/hostel-print-route.tsx'],
  '/student/hostel-form/:periodId/:customId': ['src/app/routes/hostel-routes.tsx'],
  '/student/class-list/:periodId': ['src/app/routes/class-list-routes.tsx'],
};

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const { render, renderShell, framedPaths } = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The files a route module needs: its chunk, the chunks it imports statically, and their CSS. */
function filesOf(key, js = new Set(), css = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`prerender: ${key} is not in the build manifest (was it renamed?)`);
  if (js.has(chunk.file)) return { js, css };
  js.add(chunk.file);
  for (const file of chunk.css ?? []) css.add(file);
  for (const imported of chunk.imports ?? []) filesOf(imported, js, css);
  return { js, css };
}

/**
 * React puts the resource hints it found (such as the preload of the logo) at the start of the
 * markup; they belong in <head>, outside the tree that React hydrates.
 */
function splitHints(markup) {
  const hints = markup.match(/^(?:<link [^>]*\/>)+/)?.[0] ?? '';
  return { hints, html: markup.slice(hints.length) };
}

rmSync(join(dist, 'prerendered'), { recursive: true, force: true });
const written = {};
for (const page of PAGES) {
  const rendered = await render(page.path);
  const { hints, html } = splitHints(rendered.html);
  const title = rendered.title;
  // <body data-prerendered="page">: src/main.tsx hydrates this markup.
  let document = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('<body>', '<body data-prerendered="page">')
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
  if (!document.includes(html)) throw new Error('prerender: no empty <div id="root"></div> in dist/index.html');

  // The route module's scripts are not linked in <head>: the entry preloads them, with the app,
  // once the page is painted (src/main.tsx, <body data-modules>). Its stylesheets are linked.
  const links = hints ? hints.split(/(?<=\/>)/) : [];
  const modules = [];
  for (const module of page.modules) {
    const { js, css } = filesOf(module);
    for (const file of js) if (!template.includes(`/${file}"`)) modules.push(`/${file}`);
    for (const file of css) {
      if (!template.includes(`/${file}"`)) links.push(`<link rel="stylesheet" crossorigin href="/${file}">`);
    }
  }
  if (modules.length) document = document.replace('<body ', `<body data-modules="${[...new Set(modules)].join(' ')}" `);
  if (links.length) document = document.replace('</head>', `  ${[...new Set(links)].join('\n    ')}\n  </head>`);

  // The CSP forbids inline scripts: every script must come from a file.
  if (/<script(?![^>]*\bsrc=)[^>]*>/.test(document)) throw new Error(`prerender: inline script in ${page.path}`);
  const target = join(dist, page.file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, document);
  written[page.path] = page.file;
}
// The shell (every other page, such as a deep link into a signed-in area): the frame of the
// portal while the page's JavaScript arrives (painted at once; src/start.tsx renders over it), and
// the route loaders' chunk preloaded by the entry with the app (<body data-modules>), so that a
// screen's requests start without another round trip. A screen with a frame gets a shell of its
// own: its heading and introduction already there, and its own modules preloaded too.
function writeShell(path, file, pageModules) {
  const { js } = filesOf(LOADERS_MODULE);
  const rendered = renderShell(path);
  const { hints, html: frame } = splitHints(rendered.html);
  const links = hints ? hints.split(/(?<=\/>)/) : [];
  for (const module of pageModules) {
    const files = filesOf(module);
    for (const script of files.js) js.add(script);
    for (const css of files.css) {
      if (!template.includes(`/${css}"`)) links.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
    }
  }
  const modules = [...js].filter((script) => !template.includes(`/${script}"`)).map((script) => `/${script}`);
  let shell = template
    .replace('<body>', `<body data-prerendered="shell" data-modules="${modules.join(' ')}">`)
    .replace('<div id="root"></div>', `<div id="root">${frame}</div>`)
    .replace('</head>', `  ${[...new Set(links)].join('\n    ')}\n  </head>`);
  if (path) shell = shell.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`);
  if (/<script(?![^>]*\bsrc=)[^>]*>/.test(shell))
    throw new Error(`prerender: inline script in the shell of ${path ?? '*'}`);
  const target = join(dist, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, shell);
}
// Frames of patterns (their address has parameters): one file per pattern, listed in
// pattern-frames.json, where the server finds them (spa.ts). A heading that names the address's
// period is written with the screen's title alone; the server writes the period in per request.
const patternFrames = {};
for (const { path, title, periodInTitle } of framedPaths()) {
  const pageModules = FRAME_MODULES[path];
  if (!pageModules) throw new Error(`prerender: ${path} has a frame but no entry in FRAME_MODULES`);
  const file = `prerendered/frames${path.replace(/:/g, '_')}.html`;
  writeShell(path, file, [PROTECTED_AREA_MODULE, ...pageModules]);
  if (path.includes('/:')) patternFrames[path] = { file, title, periodInTitle };
  else written[path] = file;
}
writeShell(undefined, 'index.html', []);

// Read by the API (apps/api/src/plugins/spa.ts): which file answers which path.
writeFileSync(join(dist, 'prerendered/pages.json'), `${JSON.stringify(written, null, 2)}\n`);
writeFileSync(join(dist, 'prerendered/pattern-frames.json'), `${JSON.stringify(patternFrames, null, 2)}\n`);
if (existsSync(ssrDir)) rmSync(ssrDir, { recursive: true, force: true });
console.log(`prerendered ${[...Object.keys(written), ...Object.keys(patternFrames)].join(', ')}`);
