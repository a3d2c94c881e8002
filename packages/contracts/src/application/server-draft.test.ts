/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod only.
import { APPLICATION_TEXT_FIELDS, MAX_LIST_ENTRIES } from './fields.js';
import { FILE_LIST_NAMES } from './files.js';
import { applicationDraftBodySchema, draftFilesSchema } from './server-draft.js';

describe('the server draft body (docs/product.md#resumable-uploads-and-the-server-draft)', () => {
  it('takes any subset of the text fields and partial entries: a draft is unfinished', () => {
    expect(applicationDraftBodySchema.parse({})).toEqual({});
    const partial = { surName: 'Obi', educationHistory: [{ schoolAttended: 'Lagos' }], familyMembers: [] };
    expect(applicationDraftBodySchema.parse(partial)).toEqual(partial);
    expect(Object.keys(applicationDraftBodySchema.shape)).toEqual([
      ...APPLICATION_TEXT_FIELDS,
      'educationHistory',
      'familyMembers',
    ]);
  });

  it('bounds lengths and entries as the application does', () => {
    expect(applicationDraftBodySchema.safeParse({ surName: 'x'.repeat(256) }).success).toBe(false);
    expect(applicationDraftBodySchema.safeParse({ permanentHomeAddress: 'x'.repeat(2000) }).success).toBe(true);
    const many = Array.from({ length: MAX_LIST_ENTRIES + 1 }, () => ({}));
    expect(applicationDraftBodySchema.safeParse({ educationHistory: many }).success).toBe(false);
    expect(applicationDraftBodySchema.safeParse({ surName: 3 }).success).toBe(false);
  });

  it('lists files under each of the eleven lists', () => {
    expect(Object.keys(draftFilesSchema.shape)).toEqual([...FILE_LIST_NAMES]);
  });
});
