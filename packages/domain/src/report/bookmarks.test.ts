import { describe, expect, it } from 'vitest';
import { bookmarkNumber, bookmarkPreview, bookmarkPreviewText, commaAnswers, decodeMathjax, matchingAnswer, optionLetter, passagePreview, sortBookmarks, trueFalseAnswer } from './bookmarks.ts';

const list = [
  { id: 'b', date_time: '2026-11-02 10:00:00' },
  { id: 'x', date_time: 'not a date' },
  { id: 'a', date_time: '2026-11-01 09:00:00' },
  { id: 'c', date_time: '2026-11-03 08:00:00' },
];

describe('bookmarked questions', () => {
  it('[BOOKMARK-SORT-1] Select keeps the server order', () => {
    expect(sortBookmarks(list, 0).map((b) => b.id)).toEqual(['b', 'x', 'a', 'c']);
  });

  it('[BOOKMARK-SORT-2] Latest is newest first; a date that does not parse goes last', () => {
    expect(sortBookmarks(list, 1).map((b) => b.id)).toEqual(['c', 'b', 'a', 'x']);
  });

  it('[BOOKMARK-SORT-3] Oldest is oldest first', () => {
    expect(sortBookmarks(list, 2).map((b) => b.id)).toEqual(['a', 'b', 'c', 'x']);
  });

  it('[BOOKMARK-ITEM-1] Question N is the place in the list', () => {
    expect([0, 1, 2].map(bookmarkNumber)).toEqual([1, 2, 3]);
  });

  it('[BOOKMARK-ITEM-2] [BOOKMARK-ITEM-3] text stripped of markup; over 220 cut to 220 plus an ellipsis', () => {
    expect(bookmarkPreview('<p>Find <b>x</b> if 2x&nbsp;=&nbsp;4</p>')).toBe('Find x if 2x = 4');
    const long = 'y'.repeat(221);
    expect(bookmarkPreview(`<p>${'y'.repeat(220)}</p>`)).toBe('y'.repeat(220));
    expect(bookmarkPreview(long)).toBe(`${'y'.repeat(220)}…`);
    expect(bookmarkPreview(null)).toBe('');
  });

  it('[BOOKMARK-ITEM-3] a text already without markup keeps its < and > (3 < 5 > 2)', () => {
    expect(bookmarkPreviewText(' Is  3 < 5 > 2? ')).toBe('Is 3 < 5 > 2?');
    expect(bookmarkPreviewText('z'.repeat(221))).toBe(`${'z'.repeat(220)}…`);
  });

  it('[BOOKMARK-VIEW-6] [BOOKMARK-VIEW-7] option letters a to z, a to n for matching types', () => {
    expect(optionLetter(0, 1)).toBe('a');
    expect(optionLetter(25, 3)).toBe('z');
    expect(optionLetter(26, 1)).toBeNull();
    expect(optionLetter(13, 6)).toBe('n');
    expect(optionLetter(14, 7)).toBeNull();
    expect(optionLetter(-1, 1)).toBeNull();
  });

  it('[BOOKMARK-VIEW-3] a passage over 550 characters offers Load more; 550 is shown whole', () => {
    expect(passagePreview(`<p>${'p'.repeat(550)}</p>`)).toEqual({ text: 'p'.repeat(550), more: false });
    const long = passagePreview('p'.repeat(551));
    expect(long.more).toBe(true);
    expect(long.text).toBe(`${'p'.repeat(550)}…`);
  });

  it('[BOOKMARK-QT-2] a true/false answer of 1 means true', () => {
    expect([1, '1', ' 1 ', 0, '2', null].map(trueFalseAnswer)).toEqual([true, true, true, false, false, false]);
  });

  it('[BOOKMARK-QT-3] [BOOKMARK-QT-4] comma-separated answers; type 6 as key=values with bars', () => {
    expect(commaAnswers('a, b,,c ')).toEqual(['a', 'b', 'c']);
    expect(matchingAnswer('a=1|3, b=2, junk, c=')).toEqual(
      new Map([
        ['a', ['1', '3']],
        ['b', ['2']],
        ['c', []],
      ]),
    );
  });

  it('[BOOKMARK-VIEW-8] mathjax fields decode from base64 of UTF-8; garbage is null', () => {
    expect(decodeMathjax(Buffer.from('\\(x^2 + √y\\)', 'utf8').toString('base64'))).toBe('\\(x^2 + √y\\)');
    expect(decodeMathjax('%%%')).toBeNull();
    expect(decodeMathjax(Buffer.from([0xff, 0xfe]).toString('base64'))).toBeNull();
    expect(decodeMathjax('')).toBeNull();
  });
});
