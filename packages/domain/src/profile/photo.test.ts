import { describe, expect, it } from 'vitest';
import { base64DecodedBytes, PHOTO_MAX_BYTES, photoFileError, sniffPhotoType, stripDataUrlPrefix } from './photo.ts';

const bytes = (...b: number[]) => new Uint8Array([...b, 0, 0, 0, 0, 0, 0, 0, 0]);

describe('profile photo', () => {
  it('[PROFILE-PHOTO-1] the picker takes JPEG, PNG or WebP up to 5 MiB', () => {
    expect(photoFileError({ type: 'image/jpeg', size: PHOTO_MAX_BYTES })).toBeNull();
    expect(photoFileError({ type: 'image/png', size: 10 })).toBeNull();
    expect(photoFileError({ type: 'image/webp', size: 10 })).toBeNull();
    expect(photoFileError({ type: 'image/jpeg', size: PHOTO_MAX_BYTES + 1 })).toBe('profile.photo.err.tooLarge');
    expect(photoFileError({ type: 'image/svg+xml', size: 10 })).toBe('profile.photo.err.notImage');
    expect(photoFileError({ type: 'application/pdf', size: 10 })).toBe('profile.photo.err.notImage');
  });

  it('[PROFILE-PHOTO-1] the server knows an image by its content', () => {
    expect(sniffPhotoType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffPhotoType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffPhotoType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffPhotoType(new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffPhotoType(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull();
    expect(sniffPhotoType(new Uint8Array())).toBeNull();
  });

  it('[PROFILE-PHOTO-2] the data-URL prefix is removed', () => {
    expect(stripDataUrlPrefix('data:image/png;base64,iVBORw0K')).toBe('iVBORw0K');
    expect(stripDataUrlPrefix('iVBORw0K')).toBe('iVBORw0K');
  });

  it('[PROFILE-PHOTO-1] the decoded size is known before decoding', () => {
    for (const n of [0, 1, 2, 3, 4, 5, 100]) {
      expect(base64DecodedBytes(Buffer.alloc(n).toString('base64'))).toBe(n);
    }
  });
});
