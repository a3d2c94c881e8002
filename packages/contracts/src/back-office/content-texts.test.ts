/// <reference types="vitest/globals" />
import { contentFieldLabel, readableFieldName } from './content-texts.js';

describe("the content editor's field labels", () => {
  it('reads a field name as words, and labels a French twin as its English', () => {
    expect(readableFieldName('tuitionPerYear')).toBe('Tuition per year');
    expect(readableFieldName('titleFr')).toBe('Title');
    expect(readableFieldName('Fr')).toBe('Fr');
  });

  it("prefers the kind's own label, by the path without indexes, then by the name", () => {
    expect(contentFieldLabel('programmes', 'ieltsMin')).toBe('IELTS minimum');
    expect(contentFieldLabel('programmes', 'documents.2.noteFr')).toBe('Note');
    expect(contentFieldLabel('programmes', 'descriptionFr')).toBe('Description');
    expect(contentFieldLabel('faq', 'answer')).toBe('Answer');
  });
});
