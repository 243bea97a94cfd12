// Loads the login page as a first visit (an empty cache, the promotion not yet seen) and counts
// what arrives over the wire before the first interaction (the page loaded, the network idle,
// the Login button there): every response, scripts among them, as the server sent them.
import { wireBytes, wireRecorder, withPage } from './browser-page.mjs';

export async function loginPageScripts(url) {
  return withPage(
    async (page) => {
      const wire = wireRecorder(page);
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: /log ?in/i }).waitFor();
      const files = await wire.take();
      return { files, total: wireBytes(files), scripts: wireBytes(files.filter((f) => f.type === 'script')) };
    },
    { promoSeen: false },
  );
}
