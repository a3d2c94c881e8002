import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { TestClock, USER_API } from '../../test/accounts-kit.js';
import { useGoogleApp } from '../../test/google-journey.js';

const clock = new TestClock();
const { t, identity, signIn, decrypt } = useGoogleApp({ clock });

describe('POST /decrypt-user', () => {
  it('refuses a replayed payload', async () => {
    identity();
    const { data } = await signIn();
    await decrypt(data!).expect(200);
    const res = await decrypt(data!).expect(400);
    expect(res.body).toEqual({
      success: false,
      code: 'HANDOFF_USED',
      message: 'This sign-in link has already been used. Please sign in again.',
    });
  });

  it('refuses an expired payload (120 s, injected clock)', async () => {
    identity();
    const { data } = await signIn();
    clock.advance(121_000);
    const res = await decrypt(data!).expect(400);
    expect(res.body).toEqual({
      success: false,
      code: 'HANDOFF_EXPIRED',
      message: 'This sign-in link has expired. Please sign in again.',
    });
  });

  it('refuses tampered payloads with 400, never 500', async () => {
    identity();
    const { data } = await signIn();
    const raw = Buffer.from(data!, 'base64url');
    const flips = [0, 12, 28, raw.length - 1].map((i) => {
      const copy = Buffer.from(raw);
      copy[i]! ^= 1;
      return copy.toString('base64url');
    });
    for (const forged of [...flips, data!.slice(0, -4), 'not base64!', 'AAAA', `${data}x`]) {
      const res = await decrypt(forged).expect(400);
      expect(res.body).toEqual({
        success: false,
        code: 'HANDOFF_INVALID',
        message: 'This sign-in link is invalid. Please sign in again.',
      });
    }
    // The genuine one still works: refusals did not consume it.
    await decrypt(data!).expect(200);
    expect((await request(t.app.server).post(`${USER_API}/decrypt-user`).send({}).expect(422)).body.message).toBe(
      'This sign-in link is invalid. Please sign in again.',
    );
  });
});
