// Its own module, so the login page (which imports icon-paths.ts) does not carry it.
/** A person: the profile photo's placeholder in the shell and on the profile screen. */
export const USER = 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z M4 21a8 8 0 0 1 16 0';
