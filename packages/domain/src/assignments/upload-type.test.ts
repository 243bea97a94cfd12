import { describe, expect, it } from 'vitest';
import { fileExtension, fileIconKind, sniffUploadType, UPLOAD_ACCEPT, UPLOAD_MIME, UPLOAD_TYPES, uploadTypeOfName } from './upload-type.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? Array.from(new TextEncoder().encode(p)) : p)));

const PDF = bytes('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n');
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR');
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF');
const GIF = bytes('GIF89a', [1, 0, 1, 0]);
const BMP = bytes('BM', [0x3a, 0, 0, 0]);
const MP4 = bytes([0, 0, 0, 0x18], 'ftypmp42', [0, 0, 0, 0]);
const OLE2 = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
const ZIP = bytes([0x50, 0x4b, 0x03, 0x04, 0x14, 0], '[Content_Types].xml');
const MZ = bytes('MZ', [0x90, 0, 3, 0], 'This program cannot be run in DOS mode');
const ELF = bytes([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]);
const SCRIPT = bytes('#!/bin/sh\nrm -rf ~\n');
const MP3 = bytes('ID3', [4, 0, 0]);
const WEBP = bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ');

describe('upload type by content', () => {
  it.each([
    ['report.pdf', PDF, 'pdf'],
    ['photo.png', PNG, 'png'],
    ['photo.jpg', JPEG, 'jpg'],
    ['photo.JPEG', JPEG, 'jpeg'],
    ['anim.gif', GIF, 'gif'],
    ['scan.bmp', BMP, 'bmp'],
    ['talk.mp4', MP4, 'mp4'],
    ['talk.m4v', MP4, 'm4v'],
    ['essay.doc', OLE2, 'doc'],
    ['sheet.xls', OLE2, 'xls'],
    ['slides.ppt', OLE2, 'ppt'],
    ['essay.docx', ZIP, 'docx'],
    ['sheet.xlsx', ZIP, 'xlsx'],
    ['slides.pptx', ZIP, 'pptx'],
    ['notes.txt', bytes('Fractions: ½ + ¼ = ¾ — done ✓\n'), 'txt'],
    ['REPORT.PDF', PDF, 'pdf'],
  ] as const)('[ASSIGN-UPLOAD-5] %s with matching content is allowed', (name, content, type) => {
    expect(sniffUploadType(content, name)).toBe(type);
  });

  it('[ASSIGN-UPLOAD-5] a renamed executable is refused whatever its name', () => {
    expect(sniffUploadType(MZ, 'homework.pdf')).toBeNull();
    expect(sniffUploadType(MZ, 'notes.txt')).toBeNull();
    expect(sniffUploadType(ELF, 'notes.txt')).toBeNull();
    expect(sniffUploadType(SCRIPT, 'notes.txt')).toBeNull();
    expect(sniffUploadType(bytes([0xcf, 0xfa, 0xed, 0xfe, 7, 0]), 'notes.txt')).toBeNull();
  });

  it('[ASSIGN-UPLOAD-5] the extension must agree with the content', () => {
    expect(sniffUploadType(PDF, 'essay.docx')).toBeNull();
    expect(sniffUploadType(bytes('just text'), 'essay.docx')).toBeNull();
    expect(sniffUploadType(OLE2, 'essay.docx')).toBeNull();
    expect(sniffUploadType(ZIP, 'essay.doc')).toBeNull();
    expect(sniffUploadType(PNG, 'photo.jpg')).toBeNull();
    expect(sniffUploadType(JPEG, 'report.pdf')).toBeNull();
    expect(sniffUploadType(ZIP, 'talk.mp4')).toBeNull();
    expect(sniffUploadType(PDF, 'report')).toBeNull();
  });

  it('[ASSIGN-UPLOAD-7] audio and other types outside the allowed list are refused (reading A)', () => {
    expect(sniffUploadType(MP3, 'song.mp3')).toBeNull();
    expect(sniffUploadType(WEBP, 'photo.webp')).toBeNull();
    expect(sniffUploadType(ZIP, 'archive.zip')).toBeNull();
    expect(sniffUploadType(PDF, 'report.pdf.exe')).toBeNull();
  });

  it('[ASSIGN-UPLOAD-5] plain text: no NUL byte and valid UTF-8; a character cut by the end of the sniffed bytes is fine', () => {
    expect(sniffUploadType(bytes('abc', [0], 'def'), 'notes.txt')).toBeNull();
    expect(sniffUploadType(bytes([0xff, 0xfe, 0x41, 0x00]), 'notes.txt')).toBeNull();
    expect(sniffUploadType(bytes('caf', [0xc3]), 'notes.txt')).toBe('txt');
    expect(sniffUploadType(bytes('caf', [0xc3, 0x41]), 'notes.txt')).toBeNull();
    expect(sniffUploadType(bytes([0xef, 0xbb, 0xbf], 'with a BOM'), 'notes.txt')).toBe('txt');
  });

  it('[ASSIGN-UPLOAD-5] an empty file is refused', () => {
    expect(sniffUploadType(new Uint8Array(0), 'notes.txt')).toBeNull();
  });

  it('[ASSIGN-UPLOAD-5] headers too short for their signature are refused', () => {
    expect(sniffUploadType(bytes('%PD'), 'report.pdf')).toBeNull();
    expect(sniffUploadType(bytes([0, 0, 0, 0x18], 'fty'), 'talk.mp4')).toBeNull();
  });
});

describe('names, accept list and icons', () => {
  it('[ASSIGN-UPLOAD-5] the extension is the lower-case text after the last dot', () => {
    expect(fileExtension('My.Essay.DOCX')).toBe('docx');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.pdf')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
    expect(uploadTypeOfName(' Report.Pdf ')).toBe('pdf');
    expect(uploadTypeOfName('x.constructor')).toBeNull();
    expect(uploadTypeOfName('song.mp3')).toBeNull();
  });

  it('[ASSIGN-UPLOAD-5] [ASSIGN-UPLOAD-7] the accept list names every allowed extension and type, and no audio', () => {
    const accept = UPLOAD_ACCEPT.split(',');
    for (const type of UPLOAD_TYPES) expect(accept).toContain(`.${type}`);
    expect(accept).toContain(UPLOAD_MIME.docx);
    expect(accept).toContain('video/x-m4v');
    expect(accept.some((a) => a.includes('mp3') || a.startsWith('audio/'))).toBe(false);
    expect(UPLOAD_TYPES).toHaveLength(15);
  });

  it('[ASSIGN-UPLOAD-6] [ASSIGN-UPLOAD-7] known extensions pick the icon, audio included', () => {
    expect(fileIconKind('photo.JPG')).toBe('image');
    expect(fileIconKind('song.mp3')).toBe('audio');
    expect(fileIconKind('voice.ogg')).toBe('audio');
    expect(fileIconKind('talk.m4v')).toBe('video');
    expect(fileIconKind('essay.docx')).toBe('word');
    expect(fileIconKind('sheet.xls')).toBe('excel');
    expect(fileIconKind('slides.pptx')).toBe('powerpoint');
    expect(fileIconKind('report.pdf')).toBe('pdf');
    expect(fileIconKind('notes.txt')).toBe('text');
    expect(fileIconKind('archive.zip')).toBe('file');
    expect(fileIconKind('x.constructor')).toBe('file');
  });

  it('[ASSIGN-DETAIL-6] an attachment with a URL is a link', () => {
    expect(fileIconKind('Khan Academy video', 'https://www.khanacademy.org/')).toBe('link');
    expect(fileIconKind('report.pdf', null)).toBe('pdf');
  });
});
