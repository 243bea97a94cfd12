// After `vite build`: a brotli (.br) and a gzip (.gz) copy beside every text file of dist, which the
// server sends to a browser that accepts it (apps/server/src/plugins/web-app.ts, issue 14). Made
// once, at the highest levels (brotli 11, gzip 9), so serving costs no CPU; a copy that would not
// be smaller is not written (the server then sends the file itself).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What compresses: text. Images, fonts (woff2 is brotli already) and media are sent as they are. */
export const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml', '.ico']);

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Writes the copies under dir; answers the totals, for the build's log. */
export function precompress(dir) {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.has(extname(file).toLowerCase())) continue;
    const raw = readFileSync(file);
    const br = brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    const gz = gzipSync(raw, { level: 9 });
    totals.files++;
    totals.raw += raw.length;
    if (br.length < raw.length) writeFileSync(`${file}.br`, br);
    if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
    totals.br += Math.min(br.length, raw.length);
    totals.gz += Math.min(gz.length, raw.length);
  }
  return totals;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = fileURLToPath(new URL('../dist', import.meta.url));
  const t = precompress(dist);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`precompressed ${t.files} files: ${kb(t.raw)} -> brotli ${kb(t.br)}, gzip ${kb(t.gz)}`);
}
