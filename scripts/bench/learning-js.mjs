// Issue 17's screens: the scripts each one fetches over the wire beyond what was loaded before
// it (Documents, Study Materials, My Products, a product's detail), signed in as the school
// student, each opened from the menu as a person would.
import { signInAsSchoolStudent, wireBytes, wireRecorder, withPage } from './browser-page.mjs';

export async function learningScripts(base) {
  return withPage(async (page) => {
    await page.goto(`${base}/my-account/`, { waitUntil: 'networkidle' });
    await signInAsSchoolStudent(page);
    // The dashboard drawn whole (its notices' chunks too), so the first step counts Documents' own.
    await page.getByRole('region', { name: 'Notice Board' }).getByRole('article').first().waitFor();
    await page.waitForLoadState('networkidle');
    const wire = wireRecorder(page);
    await wire.take();
    const menu = page.getByRole('navigation', { name: /menu/i });
    /** The scripts one step fetched, in KB on the wire. */
    const step = async (go) => {
      await go();
      await page.waitForLoadState('networkidle');
      return wireBytes((await wire.take()).filter((f) => f.type === 'script')) / 1024;
    };
    const documents = await step(async () => {
      await menu.getByRole('link', { name: 'Documents' }).click();
      await page.waitForURL(/\/document$/);
      await page.getByRole('combobox', { name: 'Document type' }).waitFor();
      await page.getByRole('main').getByRole('article').first().waitFor();
    });
    const study = await step(async () => {
      await menu.getByRole('link', { name: 'Study Materials' }).click();
      await page.waitForURL(/\/studymaterial$/);
      await page.getByRole('heading', { level: 1, name: 'Study Materials' }).waitFor();
      await page.getByRole('tab').first().waitFor();
    });
    const products = await step(async () => {
      await menu.getByRole('link', { name: 'My Products' }).click();
      await page.waitForURL(/\/product$/);
      await page.getByRole('tab', { name: /Active/ }).waitFor();
    });
    const detail = await step(async () => {
      await page.getByRole('main').getByRole('article').first().click();
      await page.waitForURL(/\/product\/\d+$/);
      // The detail's own content, not the title the list had too.
      await page.getByRole('heading', { level: 2, name: 'Product details' }).waitFor();
    });
    return [
      { name: 'Documents', kb: documents },
      { name: 'Study Materials', kb: study },
      { name: 'My Products', kb: products },
      { name: 'a product (detail)', kb: detail },
    ];
  });
}
