import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { USER_API, codeMailedTo, registerBody, uniqueEmail } from '../../test/accounts-kit.js';
import { postApplication, requiredFiles, validFields } from '../../test/application-payload.js';
import { ADMIN_API, createStaff, mailTo, useBackOfficeApp } from '../../test/back-office.js';

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
    expect(codeMail.subject).toBe('Vérifiez votre adresse e-mail : votre code à 6 chiffres');
    expect(codeMail.text).toContain('Bonjour Awa,');
    expect(codeMail.text).toContain('Ce code est valable');
    expect(codeMail.html).toContain('lang="fr"');

    // Verified and signed in, she applies with no Accept-Language: her saved locale decides.
    const verified = await agent.post(`${USER_API}/verify-email`).send({ otp: code }).expect(200);
    const authorization = `Bearer ${verified.body.token as string}`;
    const applied = await postApplication(t.app, authorization, validFields(), requiredFiles()).expect(201);
    const applicationId = (applied.body as { application: { id: string } }).application.id;
    const receipt = await mailTo(smtp, email, 'Nous avons reçu votre candidature – Study in China');
    expect(receipt.text).toContain(
      `Nous avons bien reçu votre candidature pour étudier en Chine (référence ${applicationId}).`,
    );
    expect(receipt.text).toContain("Photo d'identité");
    expect(receipt.text).not.toMatch(/We have received|Files received|First choice/);

    const staff = await createStaff(t.app);
    await request(t.app.server)
      .post(`${ADMIN_API}/applications/${applicationId}/status`)
      .set('Authorization', staff.authorization)
      .send({ status: 'under_review', message: 'Nous examinons votre dossier.' })
      .expect(200);
    const status = await mailTo(smtp, email, "Votre candidature : En cours d'examen");
    expect(status.text).toContain("Le statut de votre candidature est désormais : En cours d'examen.");
    expect(status.text).toContain("Message de notre équipe d'admission :");
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
