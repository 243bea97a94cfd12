/**
 * The demo questions' diagrams: small SVGs drawn here and put in the stem as data: addresses
 * (the pages' CSP allows data: images), so the bank needs no file store. No audio clip: a
 * data: audio would be refused by the CSP (media from 'self' only) and a stored one is more
 * than the demo needs (decision 036).
 */
const dataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg.replace(/\n\s*/g, '')).toString('base64')}`;

const label = (x: number, y: number, text: string) =>
  `<text x="${x}" y="${y}" font-family="sans-serif" font-size="16" font-weight="bold" fill="#1a237e">${text}</text>`;

/** A simple circuit: a cell (A), a bulb (B) and an open switch (C) in a loop. */
export const CIRCUIT_SVG = dataUrl(`<svg xmlns="http://www.w3.org/2000/svg" width="360" height="220" viewBox="0 0 360 220">
  <rect width="360" height="220" fill="#ffffff"/>
  <path d="M60 60 H300 V170 H60 Z" fill="none" stroke="#333" stroke-width="3"/>
  <rect x="40" y="95" width="40" height="40" fill="#ffffff"/>
  <line x1="45" y1="105" x2="75" y2="105" stroke="#333" stroke-width="4"/>
  <line x1="52" y1="118" x2="68" y2="118" stroke="#333" stroke-width="4"/>
  <rect x="160" y="40" width="40" height="40" fill="#ffffff"/>
  <circle cx="180" cy="60" r="16" fill="#fff59d" stroke="#333" stroke-width="3"/>
  <path d="M170 50 L190 70 M190 50 L170 70" stroke="#333" stroke-width="2"/>
  <rect x="160" y="155" width="50" height="30" fill="#ffffff"/>
  <circle cx="162" cy="170" r="4" fill="#333"/><circle cx="208" cy="170" r="4" fill="#333"/>
  <line x1="162" y1="170" x2="200" y2="150" stroke="#333" stroke-width="3"/>
  ${label(14, 122, 'A')}${label(174, 28, 'B')}${label(178, 208, 'C')}
</svg>`);

/** A block on a smooth incline of 30 degrees. */
export const INCLINE_SVG = dataUrl(`<svg xmlns="http://www.w3.org/2000/svg" width="360" height="200" viewBox="0 0 360 200">
  <rect width="360" height="200" fill="#ffffff"/>
  <path d="M30 180 H330 L30 7 Z" fill="#eceff1" stroke="#333" stroke-width="3"/>
  <g transform="rotate(30 175 90.6)"><rect x="150" y="60.6" width="50" height="30" fill="#90caf9" stroke="#333" stroke-width="2"/></g>
  <path d="M285 180 A45 45 0 0 0 291 157.5" fill="none" stroke="#333" stroke-width="2"/>
  <text x="250" y="170" font-family="sans-serif" font-size="15" fill="#333">30°</text>
  ${label(166, 86, 'm')}
</svg>`);

/** A bar chart of a village's monthly rainfall, for reading a graph. */
export const RAINFALL_SVG = dataUrl(`<svg xmlns="http://www.w3.org/2000/svg" width="360" height="220" viewBox="0 0 360 220">
  <rect width="360" height="220" fill="#ffffff"/>
  <line x1="40" y1="190" x2="340" y2="190" stroke="#333" stroke-width="2"/>
  <line x1="40" y1="20" x2="40" y2="190" stroke="#333" stroke-width="2"/>
  ${[
    ['Jun', 120],
    ['Jul', 160],
    ['Aug', 140],
    ['Sep', 80],
  ]
    .map(
      ([m, v], i) =>
        `<rect x="${70 + i * 70}" y="${190 - Number(v)}" width="40" height="${v}" fill="#4fc3f7"/>` +
        `<text x="${78 + i * 70}" y="208" font-family="sans-serif" font-size="14">${m}</text>` +
        `<text x="${74 + i * 70}" y="${184 - Number(v)}" font-family="sans-serif" font-size="13">${v}</text>`,
    )
    .join('')}
  <text x="46" y="16" font-family="sans-serif" font-size="13">Rainfall (mm)</text>
</svg>`);
