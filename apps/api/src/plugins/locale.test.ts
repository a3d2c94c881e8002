import bcrypt from 'bcrypt';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  INVALID_CREDENTIALS,
  TOO_MANY_REQUESTS_MESSAGE,
  requiredMessage,
  SERVER_TEXTS_FR,
} from '@studychina/contracts';
import { USER_API, uniqueEmail } from '../test/accounts-kit.js';
import { createApplicant } from '../test/applicant.js';
import { postApplication, requiredFiles, validFields } from '../test/application-payload.js';
import { useTestApp } from '../test/test-app.js';

// Issue 17: the same codes, the message in the asker's language; English when nobody asks.
const t = useTestApp(() => ({ config: { TRUST_PROXY: 'true', BCRYPT_ROUNDS: '10' } }));
let address = 0;
const nextAddress = () => `198.51.100.${(address += 1)}`;

async function verifiedAccount(locale?: string): Promise<string> {
  const email = uniqueEmail('locale');
  await t.app.prisma.user.create({
    data: {
      firstname: 'Awa',
      lastname: 'Diallo',
      email,
      passwordHash: await bcrypt.hash('correct-horse-8', 10),
      emailVerifiedAt: new Date(),
      ...(locale && { locale }),
    },
  });
  return email;
}

const login = (email: string, password: string, from: string, language?: string) => {
  const req = request(t.app.server).post(`${USER_API}/login`).set('x-forwarded-for', from);
  return (language ? req.set('accept-language', language) : req).send({ email, password });
};

describe('answers in the language of the request', () => {
  it('login failure: French with Accept-Language fr, English without, same code', async () => {
    const email = await verifiedAccount();
    const fr = await login(email, 'wrong-password', nextAddress(), 'fr-CI,fr;q=0.9,en;q=0.5').expect(401);
    expect(fr.body).toEqual({
      success: false,
      code: 'INVALID_CREDENTIALS',
      message: 'Ces identifiants ne correspondent à aucun compte.',
    });
    const en = await login(email, 'wrong-password', nextAddress()).expect(401);
    expect(en.body).toEqual({ success: false, code: 'INVALID_CREDENTIALS', message: INVALID_CREDENTIALS });
    const enAsked = await login(email, 'wrong-password', nextAddress(), 'en-GB,fr;q=0.3').expect(401);
    expect(enAsked.body.message).toBe(INVALID_CREDENTIALS);
  });

  it('validation failure on /apply: every field text in French with Accept-Language fr, English without', async () => {
    const fields = { ...validFields(), passportNumber: ' ' };
    const { authorization } = await createApplicant(t.app);
    const fr = await postApplication(t.app, authorization, fields, requiredFiles())
      .set('accept-language', 'fr')
      .expect(422);
    expect(fr.body.code).toBe('VALIDATION_FAILED');
    expect(fr.body.errors.passportNumber).toEqual(['Numéro de passeport : champ obligatoire']);
    expect(fr.body.message).toBe('Numéro de passeport : champ obligatoire');

    const other = await createApplicant(t.app, 'Bola');
    const en = await postApplication(t.app, other.authorization, fields, requiredFiles()).expect(422);
    expect(en.body.code).toBe('VALIDATION_FAILED');
    expect(en.body.errors.passportNumber).toEqual([requiredMessage('passportNumber')]);
    expect(en.body.message).toBe(requiredMessage('passportNumber'));
  });

  it('rate limit: the 429 in French with Accept-Language fr, in English without, same code', async () => {
    const email = await verifiedAccount();
    const from = nextAddress();
    let fr = await login(email, 'wrong-0', from, 'fr');
    for (let i = 1; fr.status !== 429 && i < 20; i += 1) fr = await login(email, `wrong-${i}`, from, 'fr');
    expect(fr.status).toBe(429);
    expect(fr.body).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: SERVER_TEXTS_FR.errors.TOO_MANY_REQUESTS_MESSAGE,
    });
    const en = await login(email, 'wrong-again', from).expect(429);
    expect(en.body).toEqual({ success: false, code: 'RATE_LIMITED', message: TOO_MANY_REQUESTS_MESSAGE });
  });

  it("a signed-in user's saved locale answers when the request names no language", async () => {
    const { user, authorization } = await createApplicant(t.app, 'Fatou');
    await t.app.prisma.user.update({ where: { id: user.id }, data: { locale: 'fr' } });
    const res = await postApplication(
      t.app,
      authorization,
      { ...validFields(), passportNumber: '' },
      requiredFiles(),
    ).expect(422);
    expect(res.body.errors.passportNumber).toEqual(['Numéro de passeport : champ obligatoire']);
  });

  it('answers that had no French before messages were keyed (issue 27) are French too', async () => {
    const page = (language?: string) => {
      const req = request(t.app.server).get(`${USER_API}/majors?page=100000`);
      return language ? req.set('accept-language', language) : req;
    };
    const en = await page().expect(404);
    const fr = await page('fr').expect(404);
    expect(fr.body.code).toBe('PAGE_OUT_OF_RANGE');
    expect(en.body.message).toMatch(/^The page is out of range: the last page is \d+\.$/);
    const last = /(\d+)\.$/.exec(en.body.message as string)?.[1];
    expect(fr.body.message).toBe(`La page n'existe pas\u202F: la dernière page est la ${last}.`);
  });
});
