import type { VimeoCatalogue } from '../modules/live/vimeo-catalogue.ts';

const RENDITIONS = [
  { width: 1920, height: 1080, share: 1 },
  { width: 1280, height: 720, share: 0.55 },
  { width: 960, height: 540, share: 0.34 },
  { width: 640, height: 360, share: 0.17 },
];

/**
 * The demo's catalogue (decision 060): the four renditions Vimeo usually offers, sized from the
 * recording's own size, at addresses of a placeholder host (nothing is downloadable from it).
 * The demo has no Vimeo account to ask.
 */
export const demoVimeoCatalogue: VimeoCatalogue = {
  async downloadLinks(vimeoVideoId, sizeMb) {
    return RENDITIONS.map(({ width, height, share }) => {
      const mb = Math.max(0.1, Math.round(sizeMb * share * 10) / 10);
      return {
        width,
        height,
        link: `https://vimeo.example/download/${encodeURIComponent(vimeoVideoId)}/${height}p.mp4`,
        size_short: mb >= 1024 ? `${(mb / 1024).toFixed(2)} GB` : `${mb.toFixed(1)} MB`,
        size: Math.round(mb * 1024 * 1024),
      };
    });
  },
};
