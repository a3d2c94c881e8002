/// <reference types="vitest/globals" />
import { contentImageUrl, parseContentImageUrl } from './content-image-urls.js';

const HASH = '0123456789abcdef0123456789abcdef';

describe('content image URLs', () => {
  it('names a width and format under /media/content/<hash>/', () => {
    expect(contentImageUrl(HASH, 960, 'avif')).toBe(`/media/content/${HASH}/960.avif`);
    expect(contentImageUrl(HASH, 1600, 'jpeg')).toBe(`/media/content/${HASH}/1600.jpg`);
  });

  it('reads the hash and width of a fallback URL, and nothing of any other image', () => {
    expect(parseContentImageUrl(`/media/content/${HASH}/1600.jpg`)).toEqual({ hash: HASH, width: 1600 });
    expect(parseContentImageUrl(`/media/content/${HASH}/960.webp`)).toBeNull();
    expect(parseContentImageUrl('/media/heroes/study-medicine.svg')).toBeNull();
    expect(parseContentImageUrl(`https://elsewhere.example/media/content/${HASH}/1600.jpg`)).toBeNull();
  });
});
