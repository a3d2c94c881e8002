import { DEFAULT_RETENTION_MONTHS } from '../../application/retention.js';

/**
 * The English of /privacy (issue 31): what we keep, why, for how long and where it goes, with the basis of the
 * transfer to universities in China (Nigeria Data Protection Act 2023, s.43); French in ./privacy.fr.ts.
 * docs/decisions/0137-students-data-rights.md.
 */
export const PRIVACY_PAGE = {
  title: 'Privacy notice',
  lead: 'This notice explains what we keep about you when you use this site and apply through us, why we keep it, for how long, and who we send it to.',
  sections: [
    {
      title: 'What we keep',
      paragraphs: [
        'Your account: your name, e-mail address, phone number, country, preferred language and a protected form of your password (or the fact that you sign in with Google).',
        'Your applications: every answer of the form, the documents you upload (passport, photo, transcripts, certificates, medical report, bank statement, police record, letters), the messages and status changes of each application, and the documents our team sends you.',
        'Your invoices and payments: what was due, what you paid, how and when.',
      ],
    },
    {
      title: 'Why we keep it',
      paragraphs: [
        'To prepare your applications, send them to the universities you choose, follow them up and tell you where they stand; to answer you; and to keep the accounts the law asks of us. We do not sell your data or use it for advertising.',
      ],
    },
    {
      title: 'Where it goes',
      paragraphs: [
        'When you submit an application, we send it, its documents and your contact details to the universities in China you named, and, when one offers you a place, to that university for your admission papers. China does not have the same data protection law as Nigeria: we send your data there because you agree to it when you submit (the statement shown beside Submit, whose version we record with the time), and because it is needed to do what you asked us to do (Nigeria Data Protection Act 2023, section 43). We send nothing else to anyone, except where a law obliges us to.',
        'Your files are stored by our own hosting provider, and e-mails go through our mail provider.',
      ],
    },
    {
      title: 'How long we keep it',
      paragraphs: [
        `The documents of an application are erased ${DEFAULT_RETENTION_MONTHS} months after it closes (rejected, withdrawn, or admitted and enrolled). We keep a record that they existed, without their content.`,
        'Your account and its applications stay until you delete your account. Invoices and payments stay as long as tax and accounting law requires, reduced to what it requires.',
      ],
    },
    {
      title: 'Your rights',
      paragraphs: [
        'From your account you can download all your data (a ZIP file with your account, applications, messages, invoices and every file you uploaded) and delete your account. You can also ask us to correct your data, or write to us with any question about it. If you are not satisfied with our answer, you can complain to the Nigeria Data Protection Commission.',
      ],
    },
  ],
} as const;
