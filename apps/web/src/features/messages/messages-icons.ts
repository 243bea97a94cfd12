// 24×24 stroke icons of the messages screen.
export const INBOX = 'M22 12h-6l-2 3h-4l-2-3H2 M5.5 5h13L22 12v6a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2v-6l3.5-7Z';
export const ALERT = 'M12 3 2 21h20L12 3Z M12 10v5 M12 18h.01';
