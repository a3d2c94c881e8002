import { describe, expect, it } from 'vitest';
import { contentDisposition } from './stored-file-reply.js';

describe('contentDisposition', () => {
  it.each([
    ['scan.pdf', `inline; filename="scan.pdf"; filename*=UTF-8''scan.pdf`],
    [
      'Ọ̀kọ́ passport.jpg',
      `inline; filename="Oko passport.jpg"; filename*=UTF-8''%E1%BB%8C%CC%80k%E1%BB%8D%CC%81%20passport.jpg`,
    ],
    ['a"b\\c;d%e.pdf', `inline; filename="a_b_c_d_e.pdf"; filename*=UTF-8''a%22b%5Cc%3Bd%25e.pdf`],
    ["x'(y)*.pdf", `inline; filename="x'(y)*.pdf"; filename*=UTF-8''x%27%28y%29%2A.pdf`],
    ['', `inline; filename="document"; filename*=UTF-8''document`],
  ])('%j', (name, header) => {
    expect(contentDisposition('inline', name)).toBe(header);
  });

  it('never lets a CR or LF through', () => {
    expect(contentDisposition('attachment', 'a\r\nSet-Cookie: x=1.pdf')).not.toMatch(/[\r\n]/);
  });
});
