// After `vite build`, before precompress: puts the login page into dist/index.html so it paints
// before any script has run (issue 14, decision 053). The page is the app's own LoginScreen,
// rendered to HTML by an SSR build of src/app/prerender/ with this app's Vite config (so its CSS
// module class names are the client build's); its styles (the entry's and the login route's, from
// the build manifest) go inline in place of their <link>s, so the first paint waits for nothing but
// the HTML. The inline gate script decides per visit whether the shell shows, and fetches and
// starts the app's entry module (moved out of <head>) once the shell has been painted.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const web = fileURLToPath(new URL('..', import.meta.url));
// dist/, or the folder `vite build --outDir` wrote (first argument).
const dist = process.argv[2] ? resolve(process.argv[2]) : join(web, 'dist');
const out = join(web, '.tmp', 'prerender');
const configFile = join(web, 'vite.config.ts');
const MARKER = '<!--login-shell-->';
const INLINED_TYPE = 'text/x-inlined';
// While the shell is there, #root (the app's loader, then its first page) stays hidden; the app
// removes the shell when its first page commits (app/shell-hand-over.tsx).
const SHELL_CSS = '.no-login-shell #login-shell{display:none}html:not(.no-login-shell) #login-shell+#root{display:none}';

const fail = (message) => {
  throw new Error(`prerender: ${message}`);
};

/** The CSS files a manifest chunk brings, its static imports' first (the order the browser applies them). */
function cssOf(manifest, key, seen) {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key] ?? fail(`${key} is not in the build manifest`);
  return [...(chunk.imports ?? []).flatMap((k) => cssOf(manifest, k, seen)), ...(chunk.css ?? [])];
}

/** The entry's styles, then what the login route adds, each file once. */
function loginPageCss(manifest) {
  const seen = new Set();
  const files = [...cssOf(manifest, 'index.html', seen), ...cssOf(manifest, 'src/app/login-route.tsx', seen)];
  return [...new Set(files)];
}

/** Every class the shell uses must be styled by the inlined CSS (the SSR and client builds agree). */
function checkClasses(markup, css) {
  const classes = new Set([...markup.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/).filter(Boolean)));
  const missing = [...classes].filter((c) => !new RegExp(`\\.${c.replace(/[^\w-]/g, '\\$&')}(?![\\w-])`).test(css));
  if (missing.length) fail(`classes without a rule in the inlined CSS: ${missing.join(', ')}`);
}

/** A chunk's file, the chunks it imports statically (not those it loads later) and their styles. */
function filesOf(manifest, key, seen) {
  // A module a codeSplitting group took in is found by its chunk (vite.config.ts, moduleChunks).
  if (!manifest[key] && moduleChunks[key]) key = moduleChunks[key];
  if (seen.has(key) || key === 'index.html') return [];
  seen.add(key);
  const chunk = manifest[key] ?? fail(`${key} is not in the build manifest`);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => filesOf(manifest, k, seen)), ...(chunk.css ?? [])];
}

/**
 * What a signed-in page opened directly needs besides the entry: the modules it starts with and
 * each directly opened screen's (src/app/direct-screens.ts), with their static imports and styles,
 * each file once, as addresses; the gate asks for them at once (login-gate.ts).
 */
function signedInPreloads(manifest, base, entryFiles, { DIRECT_SCREENS, SIGNED_IN_START }) {
  const seen = new Set();
  const already = new Set(entryFiles);
  const addresses = (files) => files.map((f) => base + f).filter((f) => !already.has(f));
  const common = addresses(SIGNED_IN_START.flatMap((k) => filesOf(manifest, k, seen)));
  // Each screen's files beyond the shell's (a copy of what the shell has seen, per screen).
  const screens = Object.fromEntries(Object.entries(DIRECT_SCREENS).map(([path, key]) => [path, addresses(filesOf(manifest, key, new Set(seen)))]));
  return { common, screens };
}

// 1. The shell's modules, built for Node with the app's config.
await build({
  root: web,
  configFile,
  mode: 'production',
  logLevel: 'warn',
  ssr: { noExternal: [/^@portal\//] },
  build: {
    ssr: true,
    outDir: out,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
    rolldownOptions: {
      input: { 'login-shell': 'src/app/prerender/login-shell.tsx', 'login-gate': 'src/app/prerender/login-gate.ts', 'direct-screens': 'src/app/direct-screens.ts' },
    },
  },
});
const { renderLoginShell } = await import(pathToFileURL(join(out, 'login-shell.js')).href);
const { loginGateScript } = await import(pathToFileURL(join(out, 'login-gate.js')).href);
const directScreens = await import(pathToFileURL(join(out, 'direct-screens.js')).href);
const markup = await renderLoginShell('en');

// 2. The login page's styles, inline.
const manifestFile = join(dist, '.vite', 'manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const moduleChunks = JSON.parse(readFileSync(join(dist, '.vite', 'module-chunks.json'), 'utf8'));
const inlined = loginPageCss(manifest);
const css = inlined.map((f) => readFileSync(join(dist, f), 'utf8').trim()).join('\n');
if (/url\((?!\s*['"]?(\/|data:|#))/.test(css)) fail('an inlined style has a relative url(), which would resolve against the page');
checkClasses(markup, css);

// 3. The page: links out, styles and shell in.
let html = readFileSync(join(dist, 'index.html'), 'utf8');
if (!html.includes(MARKER)) fail(`index.html has no ${MARKER} marker`);
// The entry module and the chunks it imports are fetched and started by the gate, not from
// <head>: at once without the shell, after the shell's first paint with it (login-gate.ts).
const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const entry = html.match(entryTag)?.[1] ?? fail('no entry <script type="module"> in index.html');
html = html.replace(entryTag, '');
const preloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const preloads = [...html.matchAll(preloadTag)].map((m) => m[1]);
html = html.replace(preloadTag, '');
const base = entry.slice(0, -manifest['index.html'].file.length); // the build's base, /my-account/
// Neither what the entry brings nor the styles inlined above are asked for again.
const gate = loginGateScript(entry, preloads, signedInPreloads(manifest, base, [entry, ...preloads, ...inlined.map((f) => base + f)], directScreens));
if (/<\/script/i.test(gate)) fail('the gate script must not contain </script');
for (const file of inlined) {
  const link = new RegExp(`\\s*<link rel="stylesheet"[^>]*href="[^"]*/${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}"[^>]*>`);
  html = html.replace(link, '');
}
// Each inlined file stays named by a <link> the browser does not fetch (a type that is not CSS):
// Vite's loader skips a lazy screen's style when a stylesheet <link> with its address is already in
// the page, so the login route (and any screen sharing these chunks) does not download it again.
const named = inlined.map((f) => `<link rel="stylesheet" type="${INLINED_TYPE}" href="${base}${f}">`).join('');
// The portal's own favicon inline too: fetched on its own it cost 0.2 KB and 1 KB of headers on
// every first visit, and the institute's replaces it as soon as the branding lookup answers.
const icon = html.match(/<link rel="icon" type="image\/svg\+xml" href="([^"]+)"/)?.[1] ?? fail('no <link rel="icon"> in index.html');
if (icon.startsWith(base)) {
  const svg = readFileSync(join(dist, icon.slice(base.length)), 'utf8').trim().replace(/\s+/g, ' ');
  html = html.replace(`href="${icon}"`, `href="data:image/svg+xml,${encodeURIComponent(svg)}"`);
}
html = html.replace('</head>', `  <style>${SHELL_CSS}\n${css}</style>${named}\n  </head>`);
html = html.replace(MARKER, `<script>${gate}</script>\n    <div id="login-shell">${markup}</div>`);
writeFileSync(join(dist, 'index.html'), html);

// The manifest and the SSR build were only for this step.
rmSync(join(dist, '.vite'), { recursive: true, force: true });
if (existsSync(out)) rmSync(out, { recursive: true, force: true });
const kb = (s) => `${(Buffer.byteLength(s) / 1024).toFixed(1)} KB`;
console.log(`prerendered the login page into index.html: markup ${kb(markup)}, inline CSS ${kb(css)} (${inlined.join(', ')})`);
