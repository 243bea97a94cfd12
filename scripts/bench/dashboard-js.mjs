// Signs in as the school student and sums the gzip size of the scripts the dashboard fetches
// after the login click: the dashboard's own chunks, beyond what the login page had loaded.
import { gzipSync } from 'node:zlib';
import { signInAsSchoolStudent, withPage } from './browser-page.mjs';

export async function dashboardScripts(base) {
  return withPage(async (page) => {
    await page.goto(`${base}/my-account/`, { waitUntil: 'networkidle' });
    const scripts = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      scripts.push(res.body().then((body) => ({ url: new URL(res.url()).pathname, gzip: gzipSync(body, { level: 9 }).length })));
    });
    await signInAsSchoolStudent(page);
    await page.getByRole('region', { name: 'Notice Board' }).getByRole('article').first().waitFor();
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(scripts);
    return { files, totalGzip: files.reduce((s, f) => s + f.gzip, 0) };
  });
}
