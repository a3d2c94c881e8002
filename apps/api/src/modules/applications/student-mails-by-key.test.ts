import { describe, expect, it } from 'vitest';
import { buildApplicationFields } from '@studychina/contracts/fixtures';
import { codeMail, codesLockedMail } from '../accounts/account-mails.js';
import { staffDocumentMail } from '../admin/staff-document-mail.js';
import { confirmationMail } from './confirmation-mail.js';
import { statusMail } from './status-mail.js';
import type { MailContact } from '../../lib/student-mail.js';
import type { ReceivedFile } from './receive-application.js';

/*
 * Every mail to a student, whole (subject, plain text, HTML), in English and French, against the bytes the
 * mails had before their texts became keyed messages (docs/decisions/0110-catalogues-by-area.md): the file
 * snapshot was written by the mails of the commit before, so a changed word, space or line fails here.
 */
const contact: MailContact = {
  webUrl: 'https://studychina.example',
  inbox: 'admissions@studychina.example',
  phone: '+86 20 1234 5678',
  whatsapp: '+86 138 0000 0000',
};
const until = new Date('2026-12-03T14:30:00.000Z');
const file = (list: ReceivedFile['list'], originalName: string, size: number) =>
  ({ list, position: 0, originalName, key: 'k', size, sha256: 's', detected: null }) as unknown as ReceivedFile;

describe.each(['en', 'fr', null] as const)('the mails to a student whose saved language is %s', (locale) => {
  const user = { email: 'awa@example.com', firstname: 'Awa', locale };

  it('the code mails and the notice of paused codes', () => {
    expect(codeMail(user, 'verify', '123456', contact)).toMatchSnapshot();
    expect(codeMail(user, 'reset', '654321', contact)).toMatchSnapshot();
    expect(codesLockedMail(user, 'verify', until, contact)).toMatchSnapshot();
    expect(codesLockedMail(user, 'reset', until, contact)).toMatchSnapshot();
  });

  it('the receipt, with its majors, details and files', () => {
    const values = buildApplicationFields({ firstName: 'Awa', majorSecondChoice: 'Computer Science' });
    const files = [file('passportphoto', 'photo.png', 123_456), file('transcripts', 'notes.pdf', 2_345_678)];
    expect(
      confirmationMail({ to: user.email, applicationId: 'app-1', values, files, locale }, contact),
    ).toMatchSnapshot();
  });

  it('the status mails, with documents to replace and to send and a deadline', () => {
    const base = { to: user.email, firstname: 'Awa', applicationId: 'app-1', locale } as const;
    expect(statusMail({ ...base, status: 'under_review', message: 'We are reading it.' }, contact)).toMatchSnapshot();
    expect(
      statusMail(
        {
          ...base,
          status: 'action_required',
          message: 'Please fix these.',
          rejected: [{ listName: 'transcripts', originalName: 'notes.pdf', reviewReason: 'Unreadable' }],
          requested: [{ listName: 'passportScan', note: 'The page with your photo' }, { name: 'Signed declaration' }],
          deadline: new Date('2026-12-03T23:59:59.999Z'),
        },
        contact,
      ),
    ).toMatchSnapshot();
    expect(
      statusMail({ ...base, status: 'action_required', message: 'Soon.', deadline: until }, contact),
    ).toMatchSnapshot();
  });

  it('the notice of a document from staff', () => {
    const input = { to: user.email, firstname: 'Awa', originalName: 'JW202.pdf', applicationId: 'app-1', locale };
    expect(staffDocumentMail(input, contact)).toMatchSnapshot();
  });
});
