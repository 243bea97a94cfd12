// Drives a few API routes with autocannon on loopback, next to the bare health route as a baseline.
import autocannon from 'autocannon';

export async function apiLoad(base, routes, seconds = 4) {
  const rows = [];
  for (const { name, path } of routes) {
    const r = await autocannon({ url: base + path, connections: 10, duration: seconds });
    rows.push({ name, rps: Math.round(r.requests.average), p99: r.latency.p99, non2xx: r.non2xx });
  }
  return rows;
}
