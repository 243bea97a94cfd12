// Icon of the single sign-on entry (24×24 stroke): a key, for "signing you in with your link".
export const KEY = 'M15 3a6 6 0 1 1-4.7 9.7L3 20v1h3v-2h2v-2h2l1.3-1.3A6 6 0 0 1 15 3Z M16.5 7.5h.01';
