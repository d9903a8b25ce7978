import { describe, expect, it } from 'vitest';
import { ACCEPTED_IMAGE_TYPES } from './limits.ts';
import { VALIDATION } from './messages.ts';
import { checkImageFile, isHeicFile } from './validators.ts';

describe('picked images', () => {
  it('tells an iPhone HEIC photo what to do, by its type or, without one, by its name', () => {
    const heic = { ok: false, message: 'HEIC 사진은 올릴 수 없습니다. JPG나 PNG로 바꿔 올려주세요.' };
    expect(checkImageFile({ type: 'image/heic', size: 10, name: 'IMG_0001.HEIC' })).toEqual(heic);
    expect(checkImageFile({ type: 'image/heif', size: 10 })).toEqual(heic);
    expect(checkImageFile({ type: '', size: 10, name: 'IMG_0002.heic' })).toEqual(heic);
    expect(isHeicFile({ type: 'image/png', name: 'heic.png' })).toBe(false);
  });

  it('accepts only the types the server re-encodes', () => {
    for (const type of ACCEPTED_IMAGE_TYPES) expect(checkImageFile({ type, size: 10 })).toEqual({ ok: true });
    expect(checkImageFile({ type: 'image/avif', size: 10, name: 'a.avif' })).toEqual({
      ok: false,
      message: VALIDATION.imageType,
    });
  });
});
