const t0 = performance.now(); const c0 = process.cpuUsage();
const { PGlite } = await import('@electric-sql/pglite');
const pg = new PGlite('/work/main/.tmp/srv-data/pgdata', { debug: 0 });
await pg.waitReady;
const c = process.cpuUsage(c0);
console.log('wall', (performance.now() - t0).toFixed(0), 'cpu', ((c.user + c.system)/1000).toFixed(0));
await pg.close();
