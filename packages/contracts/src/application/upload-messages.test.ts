/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod only.
import { fileContentNotAllowedMessage, fileTooLargeMessage, formatBytes } from './upload-messages.js';

describe('upload messages', () => {
  it.each([
    [10 * 1024 * 1024, '10 MiB'],
    [60 * 1024 * 1024, '60 MiB'],
    [1.5 * 1024 * 1024, '1.5 MiB'],
    [64 * 1024, '64 KiB'],
    [1536, '1.5 KiB'],
    [500, '500 bytes'],
  ])('formatBytes(%i) = %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it('name the list and the file', () => {
    expect(fileTooLargeMessage('Transcripts', 'a.pdf', 10 * 1024 * 1024)).toBe(
      'Transcripts: "a.pdf" is larger than 10 MiB, the largest file accepted.',
    );
    expect(fileContentNotAllowedMessage('Passport Photo', 'p.png', 'PDF', ['JPEG', 'PNG', 'WebP'])).toBe(
      'Passport Photo: "p.png" is a PDF file; Passport Photo accepts JPEG, PNG, WebP.',
    );
    expect(fileContentNotAllowedMessage('Medical Report', '', null, ['PDF'])).toBe(
      'Medical Report: a file is not a file type we recognise; Medical Report accepts PDF.',
    );
  });
});
