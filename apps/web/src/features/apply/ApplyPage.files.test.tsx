import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppState } from '../../test/app-harness';
import { fixList, image, openApply, pdf, pick, press, validValues } from './test-helpers';

/*
 * Step 5 "Documents": the eleven lists with the accept filters of docs/product.md#apply-documents, previews, remove, drag and drop. Object URLs
 * are a browser API jsdom lacks: stubbed, so the test sees each thumbnail's URL created and revoked.
 */
const created: string[] = [];
const revoked: string[] = [];
beforeEach(() => {
  created.length = 0;
  revoked.length = 0;
  let n = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn(() => {
        created.push(`blob:test/${++n}`);
        return `blob:test/${n}`;
      }),
      revokeObjectURL: vi.fn((url: string) => revoked.push(url)),
    }),
  );
});
afterEach(resetAppState);

const openDocuments = () => {
  openApply({ draft: validValues() });
  for (let i = 0; i < 4; i++) press('Continue');
};
const input = (list: string) => document.querySelector<HTMLInputElement>(`input[type=file][name=${list}]`)!;
const items = (list: string) => screen.queryByRole('list', { name: list });

const IMAGES = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';
const PDF = 'application/pdf,.pdf';
const RULES: [list: string, label: string, accept: string, multiple: boolean][] = [
  ['passportphoto', 'Passport Photo', IMAGES, true],
  ['applicantSignature', 'Applicant Signature', IMAGES, false],
  ['sponsorSignature', 'Sponsor Signature', IMAGES, false],
  ['transcripts', 'Transcripts', 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf', true],
  [
    'recommendationLetters',
    'Recommendation Letters',
    'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf',
    true,
  ],
  ['medicalReport', 'Medical Report', PDF, true],
  ['certificates', 'Certificates', PDF, true],
  ['bankStatement', 'Bank Statement', PDF, true],
  ['nonCriminalRecord', 'Non-Criminal Record', PDF, true],
  ['englishCertificate', 'English Certificate', PDF, true],
  [
    'researchProposal',
    'Research Proposal',
    'application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.pdf,.doc,.docx',
    true,
  ],
];

describe('ApplyPage: documents (docs/product.md#apply-documents)', () => {
  it.each(RULES)('%s: labelled %j, accept %s, multiple %s', (list, label, accept, multiple) => {
    openDocuments();
    const field = screen.getByLabelText(label, { selector: 'input' });
    expect(field).toBe(input(list));
    expect(field).toHaveAttribute('accept', accept);
    expect((field as HTMLInputElement).multiple).toBe(multiple);
  });

  it('previews each file: image thumbnail (object URL, revoked on remove), else a name; size in KB', () => {
    openDocuments();
    pick('passportphoto', image('front.png', 2048), image('back.png', 1536));
    pick('medicalReport', pdf('medical.pdf', 5120));
    const photos = within(items('Passport Photo')!);
    expect(photos.getByText('front.png')).toBeInTheDocument();
    expect(photos.getByText('2.0 KB')).toBeInTheDocument();
    expect(photos.getByText('1.5 KB')).toBeInTheDocument();
    expect(photos.getAllByRole('presentation').map((img) => img.getAttribute('src'))).toEqual(created);
    const medical = within(items('Medical Report')!);
    expect(medical.getByText('medical.pdf')).toBeInTheDocument();
    expect(medical.getByText('5.0 KB')).toBeInTheDocument();
    expect(medical.queryByRole('presentation')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove front.png' }));
    expect(photos.queryByText('front.png')).toBeNull();
    expect(revoked).toContain(created[0]);
  });

  it('a single-file list keeps only the newest file; multiple lists add up', () => {
    openDocuments();
    pick('applicantSignature', image('first.png'));
    pick('applicantSignature', image('second.png'));
    expect(
      within(items('Applicant Signature')!)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.file-name')?.textContent),
    ).toEqual(['second.png']);
    pick('certificates', pdf('a.pdf'));
    pick('certificates', pdf('b.pdf'));
    expect(within(items('Certificates')!).getAllByRole('listitem')).toHaveLength(2);
  });

  it('takes dropped files, refusing the types its filter does not accept', () => {
    openDocuments();
    const zone = input('bankStatement').closest('.dropzone')!;
    fireEvent.drop(zone, { dataTransfer: { files: [pdf('statement.pdf'), image('selfie.png')] } });
    expect(within(items('Bank Statement')!).getByText('statement.pdf')).toBeInTheDocument();
    expect(within(items('Bank Statement')!).queryByText('selfie.png')).toBeNull();
    expect(screen.getByText('Bank Statement: this file type is not allowed')).toBeInTheDocument();
  });

  it('requires the three required lists (docs/product.md#apply-documents) before Continue, then reviews every file read-only', () => {
    openDocuments();
    pick('passportphoto', image('passport.png'));
    press('Continue');
    expect(fixList()).toEqual(['Applicant Signature is required', 'Sponsor Signature is required']);
    pick('applicantSignature', image('me.png'));
    pick('sponsorSignature', image('dad.png'));
    pick(
      'researchProposal',
      new File(['x'], 'plan.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }),
    );
    press('Continue');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Review & Submit');
    for (const name of ['passport.png', 'me.png', 'dad.png', 'plan.docx'])
      expect(screen.getByText(name)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.getByText('Okafor')).toBeInTheDocument();
    expect(screen.getByText('Person or Agency to Action on your behalf in China')).toBeInTheDocument();
    // docs/product.md#apply-review: the legal affirmation stays hidden (its flag is off).
    expect(screen.queryByText(/residence permit/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });
});
