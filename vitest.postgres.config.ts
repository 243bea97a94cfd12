import { defineConfig } from 'vitest/config';

// Tests that need a real PostgreSQL server (DATABASE_URL) and more than one process or a large
// data set: several server processes behind a load balancer, query plans on generated data.
// `npm run test:postgres`; CI runs them after `npm test`. Files are *.pg-test.ts, so the
// everyday `npm test` (embedded database) does not pick them up.
export default defineConfig({
  test: {
    name: 'postgres',
    reporters: ['default', 'json'],
    outputFile: { json: '.tmp/vitest-postgres.json' },
    include: ['apps/server/src/**/*.pg-test.ts', 'scripts/**/*.pg-test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // Each file starts processes or fills a database of its own: one at a time on 2 cores.
    fileParallelism: false,
  },
});
