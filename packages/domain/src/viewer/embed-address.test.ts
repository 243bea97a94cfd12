import { describe, expect, it } from 'vitest';
import { vimeoEmbedAddress, vimeoId, youtubeEmbedAddress, youtubeId } from './embed-address';

describe('outside video addresses', () => {
  it('[VIEWER-YT-1] a YouTube id from an id or the usual addresses, on the no-cookie player', () => {
    expect(youtubeId('dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeEmbedAddress('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0');
  });

  it('[VIEWER-YT-1] anything that is not an id is no video (nothing of the data reaches an iframe as it is)', () => {
    for (const bad of ['', null, undefined, 'dQw4w9WgXcQ"><script>', 'javascript:alert(1)', 'short', 'https://evil.example/?v=dQw4w9WgXcQX']) expect(youtubeId(bad)).toBeNull();
  });

  it('[VIEWER-VIMEO-1] a Vimeo id from a number or an address; the rest is no video', () => {
    expect(vimeoId(76979871)).toBe('76979871');
    expect(vimeoId(' 76979871 ')).toBe('76979871');
    expect(vimeoId('https://vimeo.com/76979871')).toBe('76979871');
    expect(vimeoId('https://player.vimeo.com/video/76979871')).toBe('76979871');
    for (const bad of ['', '0', 'abc', '12/../x', null, -5]) expect(vimeoId(bad)).toBeNull();
    expect(vimeoEmbedAddress('76979871')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
  });
});
