// A 100 MB homework upload on loopback (API-ASSIGN-6): throughput, and the server's memory while
// it streams the file into its store. The body is generated as a stream (one reused 1 MB buffer),
// so the client holds no 100 MB either.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { sessionHeaders } from './api-load.mjs';

const FILE_BYTES = 100 * 1024 * 1024;
const CHUNK = Buffer.alloc(1024 * 1024, 0x20);

/** VmRSS and VmHWM (peak) of a process in bytes, from /proc (Linux). */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

async function* multipart(boundary, fileJson) {
  yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="fileJson"\r\n\r\n${JSON.stringify(fileJson)}\r\n`);
  yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="bench-video-notes.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  yield Buffer.from('%PDF-1.4\n');
  let left = FILE_BYTES - 9;
  while (left > 0) {
    const n = Math.min(left, CHUNK.length);
    yield n === CHUNK.length ? CHUNK : CHUNK.subarray(0, n);
    left -= n;
  }
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

/** One upload: resolves with the HTTP status and the seconds from the first byte sent to the answer. */
function upload(base, headers, fileJson) {
  const boundary = `----portal-bench-${Date.now()}`;
  const url = new URL('/api/v2/onlineAssignment/student/updateAssignment', base);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { method: 'POST', headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, seconds: (performance.now() - started) / 1000 }));
    });
    req.on('error', reject);
    (async () => {
      for await (const chunk of multipart(boundary, fileJson)) {
        if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
      }
      req.end();
    })().catch(reject);
  });
}

/**
 * Three uploads of 100 MB by Aarav to his Science project (each save replaces the previous
 * file), sampling the server's resident memory every 20 ms. Reports the best throughput and the
 * growth of the peak over the resident memory before the first upload.
 */
export async function uploadBench(base, pid, runs = 3) {
  const headers = await sessionHeaders(base, '9000000001');
  const list = await fetch(new URL('/api/v2/onlineAssignment/student/getAssignmentsDetail', base), {
    method: 'POST',
    headers,
    body: JSON.stringify({ category_id: 255, institute_id: 101, student_id: 5001 }),
  }).then((r) => r.json());
  const target = list.result.upcoming_online_assignment_list.find((a) => a.student_status === 'Pending' && a.days_left > 0);
  if (!target) throw new Error('bench: no pending assignment for Aarav');
  const fileJson = { institute_id: 101, category_id: 255, studentId_array: [5001], file_id: target.file_id, student_status: 'Draft', attachmentId_array: [], url_lists: [] };

  const before = memoryOf(pid);
  let peakRss = before.rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, memoryOf(pid).rss);
  }, 20);
  const results = [];
  try {
    for (let i = 0; i < runs; i++) results.push(await upload(base, headers, fileJson));
  } finally {
    clearInterval(sampler);
  }
  const after = memoryOf(pid);
  const failed = results.find((r) => r.status !== 200);
  if (failed) throw new Error(`bench upload answered HTTP ${failed.status}`);
  const best = Math.min(...results.map((r) => r.seconds));
  return {
    mbPerSecond: FILE_BYTES / 1024 / 1024 / best,
    seconds: results.map((r) => r.seconds),
    rssBefore: before.rss,
    peakRss: Math.max(peakRss, after.rss),
    hwmBefore: before.hwm,
    hwmAfter: after.hwm,
    growth: Math.max(peakRss, after.rss) - before.rss,
  };
}
