// Icons of the standalone and placeholder screens (24×24 strokes).
export const CLOCK = 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Z M12 6v6l4 2';
export const ALERT = 'M12 3 2 21h20L12 3Z M12 10v5 M12 18h.01';
export const LOCK = 'M6 11h12v10H6z M8 11V7a4 4 0 0 1 8 0v4';
