import bcrypt from 'bcrypt';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { authResponseSchema, meResponseSchema } from '@studychina/contracts';
import { USER_API, uniqueEmail } from '../../test/accounts-kit.js';
import { useTestApp } from '../../test/test-app.js';

// Issue 17: the account's saved language travels with the user (login, GET /me), so the web can follow it
// on a device that has never seen this user; PUT /user/locale changes it.
const t = useTestApp(() => ({ config: { BCRYPT_ROUNDS: '10' } }));
const PASSWORD = 'correct-horse-8';

async function signedIn(locale?: 'en' | 'fr') {
  const email = uniqueEmail('me-locale');
  await t.app.prisma.user.create({
    data: {
      firstname: 'Awa',
      lastname: 'Diallo',
      email,
      passwordHash: await bcrypt.hash(PASSWORD, 10),
      emailVerifiedAt: new Date(),
      ...(locale && { locale }),
    },
  });
  const res = await request(t.app.server).post(`${USER_API}/login`).send({ email, password: PASSWORD }).expect(200);
  return authResponseSchema.strict().parse(res.body);
}

const me = async (token: string) =>
  meResponseSchema
    .strict()
    .parse((await request(t.app.server).get(`${USER_API}/me`).auth(token, { type: 'bearer' }).expect(200)).body).user;

describe("the user's saved locale", () => {
  it('comes with the login answer and GET /me: English by default, French when saved', async () => {
    const english = await signedIn();
    expect(english.user.locale).toBe('en');
    expect((await me(english.token)).locale).toBe('en');

    const french = await signedIn('fr');
    expect(french.user.locale).toBe('fr');
    expect((await me(french.token)).locale).toBe('fr');
  });

  it('follows PUT /user/locale, whatever language the asking browser names', async () => {
    const { token } = await signedIn();
    const saved = await request(t.app.server)
      .put(`${USER_API}/locale`)
      .auth(token, { type: 'bearer' })
      .send({ locale: 'fr' })
      .expect(200);
    expect(saved.body).toMatchObject({ success: true, locale: 'fr' });
    // A new device whose browser asks English still learns the account's French.
    const fresh = await request(t.app.server)
      .get(`${USER_API}/me`)
      .auth(token, { type: 'bearer' })
      .set('accept-language', 'en-GB')
      .expect(200);
    expect(meResponseSchema.strict().parse(fresh.body).user.locale).toBe('fr');

    await request(t.app.server).put(`${USER_API}/locale`).auth(token, { type: 'bearer' }).send({ locale: 'en' });
    expect((await me(token)).locale).toBe('en');
  });
});
