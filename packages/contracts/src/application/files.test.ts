/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod only.
import {
  FILE_LIST_NAMES,
  FILE_LIST_RULES,
  fileFieldName,
  fileSizeInKb,
  isAcceptedFile,
  parseFileFieldName,
  parseUploadFieldName,
  uploadRuleOf,
} from './files.js';

describe('file lists (docs/product.md#apply-documents accept filters)', () => {
  it('twelve lists; only the two signatures are single-file', () => {
    expect(FILE_LIST_NAMES).toHaveLength(12);
    const single = FILE_LIST_NAMES.filter((name) => !FILE_LIST_RULES[name].multiple);
    expect(single).toEqual(['applicantSignature', 'sponsorSignature']);
  });
  it.each([
    ['passportphoto', 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp'],
    ['applicantSignature', 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp'],
    ['passportScan', 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf'],
    ['transcripts', 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf'],
    ['recommendationLetters', 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf'],
    ['medicalReport', 'application/pdf,.pdf'],
    ['englishCertificate', 'application/pdf,.pdf'],
    [
      'researchProposal',
      'application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.pdf,.doc,.docx',
    ],
  ] as const)('%s accepts %s', (list, accept) => {
    expect(FILE_LIST_RULES[list].accept).toBe(accept);
  });
  it('checks a file against its list', () => {
    expect(isAcceptedFile('passportphoto', { name: 'a.png', type: 'image/png' })).toBe(true);
    expect(isAcceptedFile('passportphoto', { name: 'a.pdf', type: 'application/pdf' })).toBe(false);
    expect(isAcceptedFile('bankStatement', { name: 'a.png', type: 'image/png' })).toBe(false);
    expect(isAcceptedFile('researchProposal', { name: 'plan.DOCX', type: '' })).toBe(true);
    // A known wrong type is not rescued by a matching extension.
    expect(isAcceptedFile('medicalReport', { name: 'x.pdf', type: 'application/x-msdownload' })).toBe(false);
  });
  it('names multipart fields with an index suffix (docs/product.md#api-apply) and reads them back', () => {
    expect(fileFieldName('passportphoto', 0)).toBe('passportphoto[0]');
    expect(parseFileFieldName('transcripts[12]')).toBe('transcripts');
    expect(parseFileFieldName('transcripts')).toBe('transcripts');
    expect(parseFileFieldName('surName')).toBeNull();
    expect(parseFileFieldName('__proto__[0]')).toBeNull();
  });
  it('reads the named extra documents of a correction upload, never in /apply', () => {
    expect(parseUploadFieldName('extra[0]')).toBe('extra');
    expect(parseUploadFieldName('passportScan[1]')).toBe('passportScan');
    expect(parseUploadFieldName('other[0]')).toBeNull();
    expect(parseFileFieldName('extra[0]')).toBeNull();
    expect(uploadRuleOf('extra').mimeTypes).toEqual(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']);
    expect(isAcceptedFile('extra', { name: 'form.pdf', type: 'application/pdf' })).toBe(true);
    expect(isAcceptedFile('extra', { name: 'form.docx', type: 'application/msword' })).toBe(false);
  });
  it('shows sizes in KB', () => {
    expect(fileSizeInKb(2048)).toBe('2.0 KB');
  });
});
