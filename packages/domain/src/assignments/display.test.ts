import { describe, expect, it } from 'vitest';
import { fileSizeMb, fileSizeMbText, shownFileName, shownLinkName, sizeMbText } from './display.ts';

describe('shown names', () => {
  it('[ASSIGN-UPLOAD-8] names of 50 or fewer are whole; longer ones are cut with an ellipsis', () => {
    expect(shownFileName('')).toBe('');
    expect(shownFileName('a')).toBe('a');
    expect(shownFileName('a'.repeat(50))).toBe('a'.repeat(50));
    expect(shownFileName('a'.repeat(51))).toBe(`${'a'.repeat(50)}...`);
    expect(shownFileName(null)).toBe('');
  });

  it('[ASSIGN-UPLOAD-8] the cut counts characters, so an emoji is never split', () => {
    const name = `${'😀'.repeat(51)}.pdf`;
    expect(shownFileName(name)).toBe(`${'😀'.repeat(50)}...`);
  });

  it('[ASSIGN-LINK-5] link names over 30 characters are cut with an ellipsis', () => {
    expect(shownLinkName('n'.repeat(30))).toBe('n'.repeat(30));
    expect(shownLinkName('n'.repeat(31))).toBe(`${'n'.repeat(30)}...`);
  });
});

describe('file size', () => {
  it('[ASSIGN-DETAIL-6] sizes in MB with two decimals (1 MB = 1,048,576 bytes)', () => {
    expect(fileSizeMbText(1_048_576)).toBe('1.00');
    expect(fileSizeMbText(1_572_864)).toBe('1.50');
    expect(fileSizeMbText(157_286_400)).toBe('150.00');
    expect(fileSizeMbText(1_572_864, 'fr')).toBe('1,50');
    expect(fileSizeMbText(1_572_864, 'de')).toBe('1,50');
  });

  it('[ASSIGN-DETAIL-6] a small file never reads 0.00; empty reads 0.00', () => {
    expect(fileSizeMbText(1)).toBe('0.01');
    expect(fileSizeMbText(0)).toBe('0.00');
  });

  it('[ASSIGN-DETAIL-6] [issue 12] the wire carries the size in MB, rounded to two decimals, a small file 0.01', () => {
    expect(fileSizeMb(1_572_864)).toBe(1.5);
    expect(fileSizeMb(157_286_400)).toBe(150);
    expect(fileSizeMb(1_053_818)).toBe(1);
    expect(fileSizeMb(1_053_819)).toBe(1.01);
    expect(fileSizeMb(1)).toBe(0.01);
    expect(fileSizeMb(0)).toBe(0);
    expect(fileSizeMb(null)).toBeNull();
    expect(fileSizeMb(-1)).toBeNull();
  });

  it('[ASSIGN-DETAIL-6] a size in MB reads with two decimals in the screen language', () => {
    expect(sizeMbText(1.5)).toBe('1.50');
    expect(sizeMbText(0.01, 'fr')).toBe('0,01');
    expect(sizeMbText(150, 'de')).toBe('150,00');
    expect(sizeMbText(null)).toBeNull();
    expect(sizeMbText(Number.NaN)).toBeNull();
  });

  it('[ASSIGN-DETAIL-6] a link or a bad size has no size text', () => {
    expect(fileSizeMbText(null)).toBeNull();
    expect(fileSizeMbText(undefined)).toBeNull();
    expect(fileSizeMbText(-5)).toBeNull();
    expect(fileSizeMbText(Number.NaN)).toBeNull();
  });
});
