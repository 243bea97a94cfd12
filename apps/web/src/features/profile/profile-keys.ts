/**
 * The profile screen's texts live under the top-level key 'profileScreen' of the area file
 * (locales/profile): the main locale file already has 'profile' for the shell's profile popup,
 * and an area may not redefine a main top-level key (lib/i18n-keys.test.ts). The domain's
 * message keys ('profile.err.…', 'profile.dob.err.…', 'profile.photo.err.…', decision 020)
 * map one to one below it (decision 023).
 */
export const AREA_KEY = 'profileScreen';

const DOMAIN_KEY = /^profile\.((?:dob\.|photo\.)?err\.[A-Za-z0-9]+)$/;

/** The screen's i18n key of a domain message key, e.g. 'profile.err.addressTooLong' → 'profileScreen.err.addressTooLong'. */
export function domainTextKey(key: string): string {
  return key.replace(/^profile\./, `${AREA_KEY}.`);
}

/** True for a domain message key of the profile edits (a server may send one as its message). */
export function isDomainKey(text: string): boolean {
  return DOMAIN_KEY.test(text);
}
