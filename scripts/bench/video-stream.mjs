// Issue 16: a recording streamed with byte ranges (API-LIVE-3's play address), as a <video> asks
// for it. The time to the first byte of a ranged request and one viewer's throughput; then 50
// viewers streaming one recording at once in 256 KB ranges: throughput, p99 of a range request,
// and the server's memory (flat: the file is streamed from the store, never held whole).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { signIn } from './api-load.mjs';
import { memoryOf } from './upload.mjs';

const RANGE_BYTES = 256 * 1024;
/** The recording streamed: a lecture's size, not the demo's 30 seconds. */
const LECTURE_BYTES = 64 * 1024 * 1024;
export const VIDEO_BUDGET = { memoryGrowthMb: 64 };

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
const dmy = (d) => `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;

/** The play address of one of Aarav's recordings, and the file's size. */
async function playAddress(base) {
  const who = await signIn(base, '9000000001');
  const from = new Date(Date.now() - 30 * 86_400_000);
  const list = await fetch(`${base}/api/v1/meeting_manager/getMeetingV2/101`, {
    method: 'POST',
    headers: who.headers,
    body: JSON.stringify({ institution_id: 101, user_id: who.userId, page_offset: 0, page_size: -1, live_future_past: 2, category: 3, from_date: dmy(from), to_date: null }),
  }).then((r) => r.json());
  const recording = list.result.pastLiveClasses.flatMap((c) => c.download_links)[0];
  if (!recording) throw new Error('bench: no recording in the last 30 days');
  const play = await fetch(`${base}/api/v1/meeting_manager/recording/download/101/${recording.download_id}?type=1`, { headers: who.headers }).then((r) => r.json());
  const url = `${base}${play.result.video_url}`;
  const probe = await fetch(url, { headers: { range: 'bytes=0-0' } });
  await probe.arrayBuffer();
  const size = Number(/\/(\d+)$/.exec(probe.headers.get('content-range') ?? '')?.[1]);
  if (probe.status !== 206 || !size) throw new Error(`bench: the play address answered ${probe.status}`);
  return { url, size };
}

/** One range: ms to the answer's headers and to its last byte, and the bytes read. */
async function fetchRange(url, start, end) {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { range: `bytes=${start}-${end}` } });
  const first = performance.now() - t0;
  const bytes = (await res.arrayBuffer()).byteLength;
  if (res.status !== 206) throw new Error(`bench: a range answered ${res.status}`);
  return { first, total: performance.now() - t0, bytes };
}

/**
 * Makes the demo recording's stored copy (every demo recording shares it) a lecture-sized file:
 * its own bytes repeated to 64 MB, in the bench's data folder (disk store: files/<2 hex>/<key>).
 * Ranges are served from the bytes alone, so nothing needs a valid video past its start.
 */
function enlargeRecording(dataDir, size) {
  const root = join(dataDir, 'files');
  for (const folder of readdirSync(root)) {
    for (const name of readdirSync(join(root, folder))) {
      const path = join(root, folder, name);
      if (name.startsWith('.') || statSync(path).size !== size) continue;
      const bytes = readFileSync(path);
      const big = Buffer.alloc(LECTURE_BYTES);
      for (let at = 0; at < big.length; at += bytes.length) bytes.copy(big, at);
      writeFileSync(path, big);
      return;
    }
  }
  throw new Error('bench: the demo recording is not in the store');
}

export async function videoStreamBench(base, pid, dataDir, { viewers = 50, seconds = 10 } = {}) {
  const demo = await playAddress(base);
  enlargeRecording(dataDir, demo.size);
  const { url, size } = await playAddress(base);
  // The first byte of a seek (64 KB, as a player's first ask), 30 times one after another.
  const firsts = [];
  for (let i = 0; i < 30; i++) firsts.push((await fetchRange(url, 0, 65_535)).first);
  firsts.sort((a, b) => a - b);
  // One viewer reading the whole file in ranges, three times.
  const t0 = performance.now();
  let oneBytes = 0;
  for (let i = 0; i < 3; i++) for (let at = 0; at < size; at += RANGE_BYTES) oneBytes += (await fetchRange(url, at, Math.min(size, at + RANGE_BYTES) - 1)).bytes;
  const oneMbps = oneBytes / 1024 / 1024 / ((performance.now() - t0) / 1000);

  const before = memoryOf(pid);
  let peak = before.rss;
  const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(pid).rss)), 50);
  const latencies = [];
  let bytes = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  try {
    await Promise.all(
      Array.from({ length: viewers }, async (_, v) => {
        // Each viewer starts at its own place in the file, as viewers who joined at different times.
        let at = Math.floor((size / viewers) * v / RANGE_BYTES) * RANGE_BYTES;
        while (performance.now() < deadline) {
          const r = await fetchRange(url, at, Math.min(size, at + RANGE_BYTES) - 1);
          latencies.push(r.total);
          bytes += r.bytes;
          at = at + RANGE_BYTES >= size ? 0 : at + RANGE_BYTES;
        }
      }),
    );
  } finally {
    clearInterval(sampler);
  }
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const growthMb = (peak - before.rss) / 1024 / 1024;
  return {
    size,
    firstByte: { p50: percentile(firsts, 50), p99: percentile(firsts, 99) },
    oneViewerMbps: oneMbps,
    viewers,
    mbps: bytes / 1024 / 1024 / elapsed,
    requestsPerSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    rssBeforeMb: before.rss / 1024 / 1024,
    rssPeakMb: peak / 1024 / 1024,
    growthMb,
    pass: growthMb < VIDEO_BUDGET.memoryGrowthMb,
  };
}

/** Prints the figures with the memory budget; answers whether it held. */
export function printVideoStream(v) {
  console.log(`\nA recording streamed with byte ranges (${(v.size / 1024 / 1024).toFixed(0)} MB file, 256 KB ranges):`);
  console.log(`  first byte of a 64 KB range: p50 ${v.firstByte.p50.toFixed(1)} ms, p99 ${v.firstByte.p99.toFixed(1)} ms; one viewer ${v.oneViewerMbps.toFixed(0)} MB/s`);
  console.log(`  ${v.viewers} viewers at once: ${v.mbps.toFixed(0)} MB/s, ${v.requestsPerSecond.toFixed(0)} ranges/s, p50 ${v.p50.toFixed(1)} ms, p99 ${v.p99.toFixed(1)} ms`);
  console.log(`  server memory: ${v.rssBeforeMb.toFixed(0)} MB before, peak ${v.rssPeakMb.toFixed(0)} MB (+${v.growthMb.toFixed(1)} MB; budget < ${VIDEO_BUDGET.memoryGrowthMb} MB): ${v.pass ? 'PASS' : 'FAIL'}`);
  return v.pass;
}
