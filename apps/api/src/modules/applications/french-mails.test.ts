import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { prismaPaths } from '../../config.js';
import { USER_API, codeMailedTo, registerBody, uniqueEmail } from '../../test/accounts-kit.js';
import { pdf } from '../../test/fixture-files.js';
import { postApplication, requiredFiles, validFields } from '../../test/application-payload.js';
import {
  ADMIN_API,
  createStaff,
  createSubmittedApplication,
  mailTo,
  useBackOfficeApp,
} from '../../test/back-office.js';

// Issue 17: a French-speaking student's mails are in French; the others' stay English.
const { t, smtp } = useBackOfficeApp();

describe("mails in the student's language", () => {
  it('registering in French: the code mail, the application receipt and the status mail are French', async () => {
    const email = uniqueEmail('awa');
    const agent = request.agent(t.app.server);
    await agent
      .post(`${USER_API}/register`)
      .set('accept-language', 'fr-SN,fr;q=0.9')
      .send(registerBody(email, { firstname: 'Awa' }))
      .expect(201);
    const code = await codeMailedTo(smtp, email);
    const codeMail = smtp.to(email).at(-1)!;
    expect(codeMail.subject).toBe('Vérifiez votre adresse e-mail : votre code à 6 chiffres');
    expect(codeMail.text).toContain('Bonjour Awa,');
    expect(codeMail.text).toContain('Ce code est valable');
    expect(codeMail.html).toContain('lang="fr"');

    // Verified and signed in, she applies with no Accept-Language: her saved locale decides.
    const verified = await agent.post(`${USER_API}/verify-email`).send({ otp: code }).expect(200);
    const authorization = `Bearer ${verified.body.token as string}`;
    // The majors (issue 28): one of the catalogue's, by the English name the form offers, and one she typed.
    await t.app.catalog.seed(prismaPaths.seedDir);
    const answers = {
      ...validFields(),
      firstName: 'Awa',
      dob: '2006-03-15',
      gender: 'Female',
      studyCategory: 'Undergraduate',
      majorFirstChoice: 'Clinical Medicine (MBBS)',
      majorSecondChoice: 'Médecine tropicale',
    };
    const applied = await postApplication(t.app, authorization, answers, requiredFiles()).expect(201);
    const applicationId = (applied.body as { application: { id: string } }).application.id;
    const receipt = await mailTo(smtp, email, 'Nous avons reçu votre candidature – Study in China');
    // Greeted by her name, with no guess at « Cher » or « Chère ».
    expect(receipt.text.startsWith('Bonjour Awa,\n')).toBe(true);
    expect(receipt.text).toContain(
      `Nous avons bien reçu votre candidature pour étudier en Chine (référence ${applicationId}).`,
    );
    // Her answers as she reads them (stored as the API takes them): dates in words, choices by their French label.
    expect(receipt.text).toContain('Veuillez vérifier ces informations :');
    expect(receipt.text).toContain('  - Date de naissance : 15 mars 2006');
    expect(receipt.text).toContain('  - Sexe : Féminin');
    expect(receipt.text).toContain("  - Catégorie d'études : Licence (premier cycle)");
    expect(receipt.html).toContain('<li>Date de naissance : 15 mars 2006</li>');
    expect(receipt.text).toContain('  - Premier choix : Médecine clinique (MBBS)');
    expect(receipt.text).toContain('  - Second choix : Médecine tropicale');
    expect(receipt.text).not.toMatch(/2006-03-15|Female|Undergraduate|Cher/);
    // Sizes the French way: a decimal comma and Ko.
    expect(receipt.text).toMatch(/Photo d'identité\u202F: passport\.jpg \(\d+,\d Ko\)/);
    const stored = await t.app.prisma.application.findUniqueOrThrow({ where: { id: applicationId } });
    expect(stored).toMatchObject({
      gender: 'Female',
      dob: '2006-03-15',
      studyCategory: 'Undergraduate',
      majorFirstChoice: 'Clinical Medicine (MBBS)',
    });
    expect(receipt.text).not.toMatch(/We have received|Files received|First choice/);

    const staff = await createStaff(t.app);
    await request(t.app.server)
      .post(`${ADMIN_API}/applications/${applicationId}/status`)
      .set('Authorization', staff.authorization)
      .send({ status: 'under_review', message: 'Nous examinons votre dossier.' })
      .expect(200);
    const status = await mailTo(smtp, email, "Votre candidature : En cours d'examen");
    expect(status.text).toContain("Le statut de votre candidature est désormais : En cours d'examen.");
    expect(status.text).toContain("Message de notre équipe d'admission :");
  });

  it("a French student's corrections request, document from staff and withdrawal mails are French", async () => {
    const student = await createSubmittedApplication(t.app, 'Fatou');
    const { applicationId } = student;
    const { email } = student.user;
    await t.app.prisma.user.update({ where: { id: student.user.id }, data: { locale: 'fr' } });
    const staff = await createStaff(t.app);
    await t.app.prisma.application.update({ where: { id: applicationId }, data: { status: 'under_review' } });

    await request(t.app.server)
      .post(`${ADMIN_API}/applications/${applicationId}/status`)
      .set('Authorization', staff.authorization)
      .send({ status: 'action_required', message: 'Merci de renvoyer une photo plus nette.', deadline: '2999-06-30' })
      .expect(200);
    const corrections = await mailTo(smtp, email, 'Votre candidature : Action requise');
    expect(corrections.text).toContain('Merci de renvoyer une photo plus nette.');
    expect(corrections.text).toContain(
      'Veuillez déposer les documents corrigés dans votre espace avant le 30 juin 2999.',
    );

    await request(t.app.server)
      .post(`${ADMIN_API}/applications/${applicationId}/documents`)
      .set('Authorization', staff.authorization)
      .attach('file', pdf(), {
        filename: 'Formulaire JW202.pdf',
        contentType: 'application/pdf',
      })
      .expect(201);
    const document = await mailTo(smtp, email, 'Un nouveau document vous attend dans votre espace');
    expect(document.text).toContain(
      'Bonjour Fatou,\n\nUn nouveau document vous attend dans votre espace : Formulaire JW202.pdf.\nConnectez-vous pour le télécharger.',
    );
    expect(document.text).toContain(
      `Ouvrir votre candidature\u202F: ${t.config.WEB_URL}/fr/dashboard/applications/${applicationId}`,
    );

    // Her own action: the event's text is ours, so it reaches her in French.
    await request(t.app.server)
      .post(`${USER_API}/applications/${applicationId}/withdraw`)
      .set('Authorization', student.authorization)
      .expect(200);
    const withdrawn = await mailTo(smtp, email, 'Votre candidature : Retirée');
    expect(withdrawn.text).toContain('Vous avez retiré votre candidature.');
    expect(withdrawn.text).not.toMatch(/You withdrew|Dear|Application reference/);
  });

  it('registering with no language: the code mail stays English', async () => {
    const email = uniqueEmail('ada');
    await request(t.app.server).post(`${USER_API}/register`).send(registerBody(email)).expect(201);
    await codeMailedTo(smtp, email);
    expect(smtp.to(email).at(-1)!.subject).toBe('Verify your email: your 6-digit code');
  });

  it('PUT /user/locale saves the language on the account (French answer), and refuses others', async () => {
    const email = uniqueEmail('koffi');
    const agent = request.agent(t.app.server);
    await agent
      .post(`${USER_API}/register`)
      .send(registerBody(email, { firstname: 'Koffi' }))
      .expect(201);
    const code = await codeMailedTo(smtp, email);
    const { token } = (await agent.post(`${USER_API}/verify-email`).send({ otp: code }).expect(200)).body as {
      token: string;
    };
    const res = await request(t.app.server)
      .put(`${USER_API}/locale`)
      .set('Authorization', `Bearer ${token}`)
      .send({ locale: 'fr' })
      .expect(200);
    expect(res.body).toEqual({ success: true, message: 'Votre langue a été enregistrée.', locale: 'fr' });
    expect((await t.app.prisma.user.findUniqueOrThrow({ where: { email } })).locale).toBe('fr');
    await request(t.app.server)
      .put(`${USER_API}/locale`)
      .set('Authorization', `Bearer ${token}`)
      .send({ locale: 'de' })
      .expect(422);
  });
});
