import { describe, expect, it } from 'vitest';
import { isLanguageForced, resolveLanguage } from './language.ts';
import { safeExternalUrl, socialLinks, withScheme } from './social.ts';
import { resolveTheme, THEMES } from './theme.ts';
import { isDirectUser, isOpenUser, isParentLogin } from './user-role.ts';
import { wordKey } from './wording.ts';

describe('wording', () => {
  it('[SHELL-WORD-1] [SHELL-MENU-10] schools say Homework, others Assignments', () => {
    expect(wordKey('assignments', true)).toBe('word.homework');
    expect(wordKey('assignments', false)).toBe('word.assignments');
  });
  it('[SHELL-WORD-2] [SHELL-WORD-3] [SHELL-WORD-4] section, standard and notice board for schools', () => {
    expect(wordKey('batch', true)).toBe('word.section');
    expect(wordKey('course', true)).toBe('word.standard');
    expect(wordKey('announcement', true)).toBe('word.noticeBoard');
    expect(wordKey('announcement', false)).toBe('word.announcement');
  });
});

describe('social links', () => {
  it('[SHELL-SOCIAL-2] a link without a scheme gets https://', () => {
    expect(withScheme('www.x.com')).toBe('https://www.x.com');
  });
  it('[SHELL-SOCIAL-3] a link with a scheme is kept', () => {
    expect(withScheme('http://x.com/a')).toBe('http://x.com/a');
  });
  it('[SHELL-SOCIAL-1] only the links that are set are shown, in a fixed order', () => {
    expect(socialLinks({ youtube: 'youtube.com/x', twitter: 'https://t.co/x', facebook: '', instagram: null })).toEqual([
      { kind: 'twitter', href: 'https://t.co/x' },
      { kind: 'youtube', href: 'https://youtube.com/x' },
    ]);
  });
  it('[SHELL-SOCIAL-1] a javascript: link from the database is never rendered', () => {
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(socialLinks({ twitter: 'javascript:alert(1)' })).toEqual([]);
  });
});

describe('themes', () => {
  it('[SHELL-THEME-1] there are four themes', () => {
    expect(THEMES).toEqual(['light', 'dark', 'blue', 'purple']);
  });
  it('[SHELL-THEME-2] nothing stored gives light', () => {
    expect(resolveTheme(null)).toBe('light');
    expect(resolveTheme('neon')).toBe('light');
  });
  it('[SHELL-THEME-5] a stored theme is used again', () => {
    expect(resolveTheme('purple')).toBe('purple');
  });
});

describe('languages', () => {
  it('[SHELL-LANG-3] French is forced for institute 106343 whatever was chosen', () => {
    expect(resolveLanguage({ instituteId: 106343, chosen: 'de' })).toBe('fr');
    expect(isLanguageForced(106343)).toBe(true);
    expect(isLanguageForced(101)).toBe(false);
  });
  it('[SHELL-LANG-1] [SHELL-LANG-5] a chosen supported language wins over the browser', () => {
    expect(resolveLanguage({ instituteId: 101, chosen: 'hi', browser: ['de-DE'] })).toBe('hi');
  });
  it('[SHELL-LANG-5] without a choice the browser language is used when supported', () => {
    expect(resolveLanguage({ browser: ['es-ES', 'de-AT'] })).toBe('de');
  });
  it('[SHELL-LANG-2] English is the fallback', () => {
    expect(resolveLanguage({ chosen: 'xx', browser: ['es'] })).toBe('en');
  });
});

describe('user roles', () => {
  it('[SESSION-ROLE-1] [SESSION-ROLE-2] types 1 and 99 are direct users', () => {
    expect(isDirectUser(1)).toBe(true);
    expect(isDirectUser(99)).toBe(true);
    expect(isOpenUser(99)).toBe(true);
  });
  it('[SESSION-ROLE-3] [SESSION-ROLE-4] every other type is a parent login', () => {
    expect(isParentLogin(2)).toBe(true);
    expect(isParentLogin(5)).toBe(true);
    expect(isParentLogin(1)).toBe(false);
    expect(isParentLogin(99)).toBe(false);
  });
});
