// The product screens' icons (empty states, the picture placeholder, the play tiles).
export { ALERT } from '../../components/ui/list-icons.ts';
export const BAG = 'M6 7h12l1 14H5L6 7Z M9 7a3 3 0 0 1 6 0';
export const PLAY = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z M10 8.5l5.5 3.5-5.5 3.5z';
export const EXTERNAL = 'M14 4h6v6 M20 4l-9 9 M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5';
export const BACK = 'M15 18l-6-6 6-6';
