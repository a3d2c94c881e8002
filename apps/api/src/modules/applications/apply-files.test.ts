import { describe, expect, it } from 'vitest';
import { REQUIRED_BY_STEP, requiredMessage } from '@studychina/contracts';
import { requiredFiles, validFields } from '../../test/application-payload.js';
import { useRefusalChecks } from '../../test/expect-refused.js';
import { docx, pdf, png } from '../../test/fixture-files.js';

// docs/product.md#apply-documents step 4 and the accept filters: files are judged by their bytes, and a refusal stores nothing.
const { expectRefused } = useRefusalChecks();

describe('docs/product.md#apply-documents step 4: files', () => {
  it.each(REQUIRED_BY_STEP[4])('%s missing → "<label> is required"', async (list) => {
    const files = requiredFiles().filter((f) => !f.field.startsWith(`${list}[`));
    await expectRefused(validFields(), files, list, [requiredMessage(list)]);
  });

  it('a PDF renamed .png in passportphoto → 422 naming the file and the list', async () => {
    const fake = { field: 'passportphoto[0]', filename: 'photo.png', contentType: 'image/png', content: pdf() };
    const files = [fake, ...requiredFiles().filter((f) => !f.field.startsWith('passportphoto'))];
    const body = await expectRefused(validFields(), files, 'passportphoto', [
      'Passport Photo: "photo.png" is a PDF file; Passport Photo accepts JPEG, PNG, WebP.',
    ]);
    expect(body.message).toBe('Passport Photo: "photo.png" is a PDF file; Passport Photo accepts JPEG, PNG, WebP.');
  });

  it('an image in a PDF-only list, an unknown kind and an empty file are each named', async () => {
    const files = [
      ...requiredFiles(),
      { field: 'medicalReport[0]', filename: 'scan.pdf', contentType: 'application/pdf', content: png() },
      {
        field: 'medicalReport[1]',
        filename: 'notes.pdf',
        contentType: 'application/pdf',
        content: Buffer.from('just text'),
      },
      { field: 'bankStatement[0]', filename: 'empty.pdf', contentType: 'application/pdf', content: Buffer.alloc(0) },
    ];
    await expectRefused(validFields(), files, 'medicalReport', [
      'Medical Report: "scan.pdf" is a PNG file; Medical Report accepts PDF.',
      'Medical Report: "notes.pdf" is not a file type we recognise; Medical Report accepts PDF.',
    ]);
    await expectRefused(validFields(), files, 'bankStatement', ['Bank Statement: "empty.pdf" is empty.']);
  });

  it('passportScan (the passport data page) takes images or a PDF, not a Word file', async () => {
    const files = [
      ...requiredFiles(),
      { field: 'passportScan[0]', filename: 'data-page.docx', contentType: 'application/msword', content: docx() },
    ];
    await expectRefused(validFields(), files, 'passportScan', [
      'Passport Data Page: "data-page.docx" is a DOCX file; Passport Data Page accepts JPEG, PNG, WebP, PDF.',
    ]);
  });

  it('two files in applicantSignature → 422', async () => {
    const files = [
      ...requiredFiles(),
      { field: 'applicantSignature[1]', filename: 'again.png', contentType: 'image/png', content: png() },
    ];
    await expectRefused(validFields(), files, 'applicantSignature', ['Applicant Signature: only one file is allowed']);
  });

  it('a file under a name that is no list → 422', async () => {
    const files = [
      ...requiredFiles(),
      { field: 'selfie[0]', filename: 'me.png', contentType: 'image/png', content: png() },
    ];
    await expectRefused(validFields(), files, 'selfie[0]', [
      '"selfie[0]" is not a file list of the application (use passportphoto[0], transcripts[1], ...).',
    ]);
  });
});
