// Signs in as the school student and counts the scripts the dashboard fetches after the login
// click, as they came over the wire: the dashboard's own chunks, beyond what the login page loaded.
import { signInAsSchoolStudent, wireBytes, wireRecorder, withPage } from './browser-page.mjs';

export async function dashboardScripts(base) {
  return withPage(async (page) => {
    await page.goto(`${base}/my-account/`, { waitUntil: 'networkidle' });
    const wire = wireRecorder(page);
    await signInAsSchoolStudent(page);
    await page.getByRole('region', { name: 'Notice Board' }).getByRole('article').first().waitFor();
    await page.waitForLoadState('networkidle');
    const files = (await wire.take()).filter((f) => f.type === 'script');
    return { files, total: wireBytes(files) };
  });
}
