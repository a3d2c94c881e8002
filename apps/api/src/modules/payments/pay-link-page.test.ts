import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, invoicesResponseSchema, payLinkCreatedSchema } from '@studychina/contracts';
import { applyTo, feeProgramme, setRates } from '../../test/invoice-kit.js';
import { useTestApp } from '../../test/test-app.js';
import { makeUploadDir, type UploadDir } from '../../test/upload-dir.js';

/*
 * docs/decisions/0132-sponsor-pay-link-and-invoice-currency.md: the HTML of /pay/:token previews on WhatsApp as the
 * invoice to pay (title, og:title, og:description, og:image), says noindex, and carries nothing the page does not show.
 */
let uploads: UploadDir | undefined;
let dist = '';
const t = useTestApp(
  async () => {
    uploads = await makeUploadDir();
    dist = await mkdtemp(join(tmpdir(), 'pay-page-'));
    await writeFile(
      join(dist, 'index.html'),
      '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="The site." />' +
        '<title>Study in China Admissions</title></head><body><div id="root"></div></body></html>',
    );
    return { config: { UPLOAD_DIR: uploads.path, WEB_DIST_DIR: dist, WEB_URL: 'https://site.example' } };
  },
  async () => {
    await uploads?.remove();
    await rm(dist, { recursive: true, force: true });
  },
);

let slug = '';
beforeAll(async () => {
  await setRates(t.app);
  slug = (await feeProgramme(t.app)).slug;
});

describe('the payment link’s page', () => {
  it('has its own title and preview, noindex, and only the invoice and first name', async () => {
    const student = await applyTo(t.app, slug, 'Chiamaka');
    const list = await request(t.app.server).get(`${API_PREFIX}/invoices`).set('Authorization', student.authorization);
    const invoice = invoicesResponseSchema.parse(list.body).data[0]!;
    const { token } = payLinkCreatedSchema.parse(
      (
        await request(t.app.server)
          .post(`${API_PREFIX}/invoices/${invoice.id}/share`)
          .set('Authorization', student.authorization)
          .expect(200)
      ).body,
    );
    const res = await request(t.app.server).get(`/pay/${token}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const html = res.text;
    expect(html).toContain(`<title>Invoice ${invoice.number}: NGN`);
    expect(html).toMatch(new RegExp(`<meta property="og:title" content="Invoice ${invoice.number}: NGN[^"]+" />`));
    expect(html).toContain('<meta property="og:description" content="Chiamaka asks you to pay');
    expect(html).toContain('<meta property="og:image" content="https://site.example/og/home.png" />');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).not.toContain('The site.');
    expect(html).toContain('<div id="root"></div>');
    for (const secret of [student.user.lastname, student.user.email, invoice.applicationId])
      expect(html).not.toContain(secret);

    const french = await request(t.app.server).get(`/fr/pay/${token}`).expect(200);
    expect(french.text).toContain(`<meta property="og:title" content="Facture ${invoice.number}\u202f: `);
  });

  it('a dead link: 404 with a generic preview', async () => {
    const res = await request(t.app.server).get('/pay/never-made').expect(404);
    expect(res.text).toContain('<meta property="og:title" content="Payment link" />');
    expect(res.headers['x-robots-tag']).toBe('noindex');
  });
});
