import { describe, expect, it } from 'vitest';
import { ORIGINAL_NAME_MAX_LENGTH, sanitiseOriginalName } from './original-name.js';

describe('sanitiseOriginalName', () => {
  it.each([
    ['passport.jpg', 'passport.jpg'],
    ['C:\\Users\\ada\\Desktop\\scan.pdf', 'scan.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['  spaced \t  out .pdf ', 'spaced out .pdf'],
    ['evil\u202Egpj.exe', 'evilgpj.exe'],
    ['bell\u0007\u0000.png', 'bell.png'],
    ['Résumé.docx'.normalize('NFD'), 'Résumé.docx'],
    ['简历.pdf', '简历.pdf'],
    [undefined, ''],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(sanitiseOriginalName(input)).toBe(output);
  });

  it('shortens long names, keeping the extension', () => {
    const name = sanitiseOriginalName(`${'a'.repeat(500)}.pdf`);
    expect(name).toHaveLength(ORIGINAL_NAME_MAX_LENGTH);
    expect(name.endsWith('a.pdf')).toBe(true);
  });
});
