/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod only.
import { renderText } from '../messages/render.js';
import { renderAll } from '../messages/render-all.js';
import { requestedDocumentLines } from '../i18n/student-mails.js';
import { outstandingDocuments, outstandingErrors, STORED_FILE_LISTS } from './document-requests.js';
import { statusChangeBodySchema } from './schemas.js';
import { documentsOutstanding } from './texts.js';

const file = (listName: string, over: Partial<{ reviewDecision: string | null; replacedAt: Date | null }> = {}) => ({
  listName,
  position: 0,
  originalName: `${listName}.png`,
  source: 'student',
  replacedAt: null,
  reviewDecision: null,
  ...over,
});

describe('outstanding documents (docs/product.md#document-requests)', () => {
  const requests = [
    { id: 'r1', listName: 'passportScan', name: null, state: 'open' as const },
    { id: 'r2', listName: null, name: 'Signed declaration', state: 'open' as const },
    { id: 'r3', listName: 'bankStatement', name: null, state: 'fulfilled' as const },
  ];
  const files = [
    file('passportphoto', { reviewDecision: 'rejected' }),
    file('passportphoto', { reviewDecision: 'rejected', replacedAt: new Date() }),
    file('applicantSignature', { reviewDecision: 'accepted' }),
  ];

  it('names open requests, then rejected documents, then empty required lists, keyed by list or request id', () => {
    const items = outstandingDocuments(files, requests, ['passportphoto', 'applicantSignature', 'sponsorSignature']);
    expect(
      renderAll(
        items.map((item) => [item.key, item.reason, item.text]),
        'en',
      ),
    ).toEqual([
      ['passportScan', 'requested', 'Passport Data Page (requested, not received yet)'],
      ['r2', 'requested', 'Signed declaration (requested, not received yet)'],
      ['passportphoto', 'rejected', 'Passport Photo "passportphoto.png" (rejected, not replaced yet)'],
      ['sponsorSignature', 'missing', 'Sponsor Signature (required, no file yet)'],
    ]);
    expect(renderAll(outstandingErrors(items), 'en')).toEqual({
      passportScan: ['Passport Data Page (requested, not received yet)'],
      r2: ['Signed declaration (requested, not received yet)'],
      passportphoto: ['Passport Photo "passportphoto.png" (rejected, not replaced yet)'],
      sponsorSignature: ['Sponsor Signature (required, no file yet)'],
    });
  });

  it('says the message in French item by item, leaving the names staff typed as they are', () => {
    const items = outstandingDocuments(files, requests);
    expect(renderText(documentsOutstanding(items.map((item) => item.text)), 'fr')).toBe(
      'Documents encore attendus : Page de données du passeport (demandé, pas encore reçu) ; ' +
        'Signed declaration (demandé, pas encore reçu) ; ' +
        "Photo d'identité « passportphoto.png » (refusé, pas encore remplacé).",
    );
  });

  it('lists every list a stored file may carry: the form lists, named extras, documents from staff', () => {
    expect(STORED_FILE_LISTS).toContain('passportScan');
    expect(STORED_FILE_LISTS.slice(-2)).toEqual(['extra', 'staffDocuments']);
  });

  it("writes the request mail's lines in the student's language", () => {
    const requested = [{ listName: 'passportScan', note: 'The page with your photo' }, { name: 'Signed declaration' }];
    expect(requestedDocumentLines('en', requested)).toEqual([
      'Passport Data Page: The page with your photo',
      'Signed declaration',
    ]);
    expect(requestedDocumentLines('fr', requested)[0]).toBe('Page de données du passeport : The page with your photo');
  });
});

describe('POST /admin/applications/:id/status requests', () => {
  const base = { status: 'action_required', message: 'Please send', deadline: '2999-01-01' };
  const issues = (body: object) => {
    const parsed = statusChangeBodySchema.safeParse(body);
    return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('takes a list or a named document with a note', () => {
    expect(
      issues({ ...base, requests: [{ listName: 'passportScan' }, { name: 'Signed declaration', note: 'x' }] }),
    ).toEqual([]);
  });

  it('refuses an unknown list, both or neither of list and name, duplicates, and requests with another status', () => {
    expect(issues({ ...base, requests: [{ listName: 'passport' }] })).toEqual([
      ['requests.0.listName', 'Unknown document list.'],
    ]);
    expect(
      issues({ ...base, requests: [{ listName: 'passportScan', name: 'x' }, { note: 'y' }] }).map(([p]) => p),
    ).toEqual(['requests.0', 'requests.1']);
    expect(issues({ ...base, requests: [{ name: 'Declaration' }, { name: ' declaration ' }] })).toEqual([
      ['requests', 'Each document can be requested only once.'],
    ]);
    expect(issues({ status: 'under_review', message: 'x', requests: [{ listName: 'passportScan' }] })).toEqual([
      ['requests', 'Documents can only be requested when asking the student for corrections (action_required).'],
    ]);
  });
});
