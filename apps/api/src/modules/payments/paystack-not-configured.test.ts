import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, invoicesResponseSchema, PAYMENTS_API_PREFIX } from '@studychina/contracts';
import { applyTo, FEE_TOTAL_KOBO, feeProgramme, setRates } from '../../test/invoice-kit.js';
import { useTestApp } from '../../test/test-app.js';
import { makeUploadDir, type UploadDir } from '../../test/upload-dir.js';

/*
 * Without PAYSTACK_SECRET_KEY (docs/decisions/0129-invoices-and-paystack.md) the product stays whole: invoices are
 * made and read; paying by Paystack and its webhook answer 503 PAYSTACK_NOT_CONFIGURED in the documented shape.
 */
let uploads: UploadDir | undefined;
const t = useTestApp(
  async () => {
    uploads = await makeUploadDir();
    return { config: { UPLOAD_DIR: uploads.path } };
  },
  async () => uploads?.remove(),
);

let slug = '';
beforeAll(async () => {
  await setRates(t.app);
  slug = (await feeProgramme(t.app)).slug;
});

describe('Paystack without a secret key', () => {
  it('invoices work; starting a payment and the webhook answer 503 PAYSTACK_NOT_CONFIGURED', async () => {
    const { authorization } = await applyTo(t.app, slug);
    const list = await request(t.app.server).get(`${API_PREFIX}/invoices`).set('Authorization', authorization);
    const [invoice] = invoicesResponseSchema.parse(list.body).data;
    expect(invoice).toMatchObject({ status: 'unpaid', total: FEE_TOTAL_KOBO });

    const start = await request(t.app.server)
      .post(`${API_PREFIX}/invoices/${invoice!.id}/paystack`)
      .set('Authorization', authorization)
      .expect(503);
    expect(start.body).toMatchObject({
      success: false,
      code: 'PAYSTACK_NOT_CONFIGURED',
      message: 'Paying online by Paystack is not available at the moment. Please try again later or contact us.',
    });
    const french = await request(t.app.server)
      .post(`${API_PREFIX}/invoices/${invoice!.id}/paystack`)
      .set('Authorization', authorization)
      .set('Accept-Language', 'fr')
      .expect(503);
    expect(french.body.message).toBe(
      'Le paiement en ligne par Paystack n’est pas disponible pour le moment. Réessayez plus tard ou contactez-nous.',
    );

    const webhook = await request(t.app.server)
      .post(`${PAYMENTS_API_PREFIX}/paystack/webhook`)
      .set('content-type', 'application/json')
      .send(JSON.stringify({ event: 'charge.success', data: { reference: 'x' } }))
      .expect(503);
    expect(webhook.body).toMatchObject({ success: false, code: 'PAYSTACK_NOT_CONFIGURED' });
  });
});
