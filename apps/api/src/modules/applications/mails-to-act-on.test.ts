import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { USER_API, codeMailedTo, registerBody, uniqueEmail } from '../../test/accounts-kit.js';
import { pdf } from '../../test/fixture-files.js';
import {
  ADMIN_API,
  createStaff,
  createSubmittedApplication,
  mailTo,
  useBackOfficeApp,
} from '../../test/back-office.js';
import type { ReceivedMail } from '../../test/smtp-server.js';

// Issue 34: every mail a student gets says where to act and how to reach us, in their language.
const WEB_URL = 'https://admissions.example.com';
const { t, smtp } = useBackOfficeApp({
  WEB_URL,
  CONTACT_INBOX: 'help@studychina.example',
  CONTACT_PHONE: '+234 801 234 5678',
  CONTACT_WHATSAPP: '+225 07 08 09 10 11',
});

/** The address of the link in the HTML part whose text is `label`. */
const hrefOf = (mail: ReceivedMail, label: string) =>
  new RegExp(`<a href="([^"]+)"[^>]*>${label}</a>`).exec(mail.html)?.[1];

const expectEnglishFooter = (mail: ReceivedMail) => {
  expect(mail.replyTo).toBe('help@studychina.example');
  expect(mail.text).toContain('Questions? Simply reply to this e-mail.\nPhone: +234 801 234 5678\n');
  expect(mail.text).toContain('WhatsApp: +225 07 08 09 10 11 – https://wa.me/2250708091011');
  expect(hrefOf(mail, '\\+225 07 08 09 10 11')).toBe('https://wa.me/2250708091011');
  expect(hrefOf(mail, '\\+234 801 234 5678')).toBe('tel:+2348012345678');
};

const changeStatus = (applicationId: string, authorization: string, body: object) =>
  request(t.app.server)
    .post(`${ADMIN_API}/applications/${applicationId}/status`)
    .set('Authorization', authorization)
    .send(body)
    .expect(200);

describe('mails a student can act on', () => {
  it('English: the receipt, a status change and a document from staff link to the application and name our contacts', async () => {
    const student = await createSubmittedApplication(t.app, 'Chidi');
    const page = `${WEB_URL}/dashboard/applications/${student.applicationId}`;
    const { email } = student.user;

    const receipt = await mailTo(smtp, email, 'We received your application – Study in China');
    expect(receipt.text).toContain(`Open your application: ${page}`);
    expect(hrefOf(receipt, 'Open your application')).toBe(page);
    expectEnglishFooter(receipt);

    const staff = await createStaff(t.app);
    await changeStatus(student.applicationId, staff.authorization, { status: 'under_review', message: 'Looking.' });
    const files = await t.app.prisma.applicationFile.findMany({ where: { applicationId: student.applicationId } });
    await request(t.app.server)
      .post(`${ADMIN_API}/applications/${student.applicationId}/files/${files[0]!.id}/review`)
      .set('Authorization', staff.authorization)
      .send({ decision: 'rejected', reason: 'Too dark' })
      .expect(200);
    await changeStatus(student.applicationId, staff.authorization, {
      status: 'action_required',
      message: 'Please send a clearer file.',
      deadline: '2026-12-03',
    });
    const corrections = await mailTo(smtp, email, 'Your application: Action required');
    expect(corrections.text).toContain('Please upload the corrected documents in your dashboard by 3 December 2026.');
    expect(corrections.text).not.toContain('2026-12-03');
    expect(corrections.text).toContain(`Open your application: ${page}`);
    expect(hrefOf(corrections, 'Open your application')).toBe(page);
    expect(corrections.html).toContain('<html lang="en">');
    expectEnglishFooter(corrections);

    await request(t.app.server)
      .post(`${ADMIN_API}/applications/${student.applicationId}/documents`)
      .set('Authorization', staff.authorization)
      .attach('file', pdf(), { filename: 'Admission letter.pdf', contentType: 'application/pdf' })
      .expect(201);
    const document = await mailTo(smtp, email, 'A new document is waiting in your dashboard');
    expect(document.text).toContain('A new document is waiting in your dashboard: Admission letter.pdf.');
    expect(document.text).toContain(`Open your application: ${page}`);
    expectEnglishFooter(document);
  });

  it('French: the link opens the French page, the date and the footer are French', async () => {
    const student = await createSubmittedApplication(t.app, 'Aminata');
    await t.app.prisma.user.update({ where: { id: student.user.id }, data: { locale: 'fr' } });
    await t.app.prisma.application.update({ where: { id: student.applicationId }, data: { status: 'under_review' } });
    const staff = await createStaff(t.app);
    await changeStatus(student.applicationId, staff.authorization, {
      status: 'action_required',
      message: 'Merci de signer le formulaire.',
      deadline: '2026-12-03',
    });
    const mail = await mailTo(smtp, student.user.email, 'Votre candidature : Action requise');
    const page = `${WEB_URL}/fr/dashboard/applications/${student.applicationId}`;
    expect(mail.text).toContain('Veuillez déposer les documents corrigés dans votre espace avant le 3 décembre 2026.');
    expect(mail.text).toContain(`Ouvrir votre candidature\u202F: ${page}`);
    expect(hrefOf(mail, 'Ouvrir votre candidature')).toBe(page);
    expect(mail.text).toContain('Des questions ? Répondez simplement à cet e-mail.\nTéléphone : +234 801 234 5678\n');
    expect(mail.text).toContain('WhatsApp : +225 07 08 09 10 11 – https://wa.me/2250708091011');
    expect(mail.text).not.toMatch(/Questions\?|Phone:|Open your application/);
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.replyTo).toBe('help@studychina.example');
  });

  it('the code mail needs no link but says how to reach us, with Reply-To', async () => {
    const email = uniqueEmail('kemi');
    await request(t.app.server).post(`${USER_API}/register`).send(registerBody(email)).expect(201);
    const code = await codeMailedTo(smtp, email);
    const mail = smtp.to(email).at(-1)!;
    expect(mail.text).toContain(code);
    expect(mail.text).not.toContain('/dashboard/applications/');
    expectEnglishFooter(mail);
  });
});
