import type { z } from 'zod';
import type { ZVimeoLink } from '@portal/contract';

export type VimeoLink = z.infer<typeof ZVimeoLink>;

/**
 * Where a Vimeo video's download files come from [API-LIVE-4]. Chosen at start by configuration
 * (decision 075): Vimeo's API with the institute's token, the demo's placeholder catalogue when
 * the demo institute is served, or none.
 */
export type VimeoCatalogue = {
  downloadLinks(vimeoVideoId: string, sizeMb: number): Promise<VimeoLink[]>;
};

/** No Vimeo account configured: a shared recording offers no downloads rather than dead links. */
export const noVimeoDownloads: VimeoCatalogue = {
  async downloadLinks() {
    return [];
  },
};

/**
 * A catalogue chosen after the app is built: the start builds the app while the database opens,
 * and only the open database says whether it serves the demo (decision 075). No request
 * arrives before the choice (the server listens after it).
 */
export function deferredVimeo(): VimeoCatalogue & { use(catalogue: VimeoCatalogue): void } {
  let chosen: VimeoCatalogue | undefined;
  return {
    use(catalogue) {
      chosen = catalogue;
    },
    downloadLinks(vimeoVideoId, sizeMb) {
      if (!chosen) throw new Error('The Vimeo catalogue was not chosen before the first request');
      return chosen.downloadLinks(vimeoVideoId, sizeMb);
    },
  };
}
