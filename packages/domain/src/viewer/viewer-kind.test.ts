import { describe, expect, it } from 'vitest';
import { canPreview, fileExtension, fileViewerKind } from './viewer-kind';

describe('the media viewer kind of a file', () => {
  it('[VIEWER-FILE-1] pdf and the office files are type file: pdf in our viewer, the rest offered for download', () => {
    expect(fileViewerKind('Notes.PDF')).toBe('pdf');
    for (const name of ['a.doc', 'a.docx', 'a.xls', 'a.xlsx', 'a.ppt', 'a.pptx', 'a.odt']) expect(fileViewerKind(name)).toBe('office');
    expect(canPreview('a.pdf')).toBe(true);
    expect(canPreview('a.pptx')).toBe(false);
  });

  it('[VIEWER-IMG-1] jpg, jpeg, png, bmp and gif are images; svg is not (it can carry script)', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'a.png', 'a.bmp', 'a.gif']) expect(fileViewerKind(name)).toBe('image');
    expect(fileViewerKind('a.svg')).toBe('unsupported');
  });

  it('[VIEWER-AUDIO-1] mp3, aac, wav and ogg are audio', () => {
    for (const name of ['a.mp3', 'a.aac', 'a.wav', 'a.ogg']) expect(fileViewerKind(name)).toBe('audio');
  });

  it('[VIEWER-TYPE-1] mp4 and m4v (allowed homework uploads) play as video, txt shows as text', () => {
    expect(fileViewerKind('lecture.mp4')).toBe('video');
    expect(fileViewerKind('clip.m4v')).toBe('video');
    expect(fileViewerKind('readme.txt')).toBe('text');
  });

  it('[VIEWER-UNSUP-1] [VIEWER-UNSUP-2] [VIEWER-UNSUP-3] pbix, zip, unknown and missing extensions are unsupported', () => {
    for (const name of ['report.pbix', 'all.ZIP', 'a.exe', 'noextension', 'trailing.', '.hidden', 'x.constructor', 'x.__proto__', 'x.toString']) expect(fileViewerKind(name)).toBe('unsupported');
    expect(canPreview('report.pbix')).toBe(false);
    expect(canPreview('all.zip')).toBe(false);
  });

  it('[VIEWER-TYPE-1] the extension of an address ignores its query, fragment and dotted folders', () => {
    expect(fileExtension('/api/v1/files/x.y/notes.pdf?sig=abc.zip#page=2')).toBe('pdf');
    expect(fileExtension('https://cdn.example.com/a.b/noext')).toBe('');
    expect(fileViewerKind('https://host/path/photo.Png?x=1')).toBe('image');
  });
});
