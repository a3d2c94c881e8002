import { createPublicKey, verify } from 'node:crypto';
import { text as readText } from 'node:stream/consumers';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_CODE_PATTERN,
  documentKeysResponseSchema,
  staffDocumentAddedResponseSchema,
  verifiedDocumentResponseSchema,
  type DocumentKind,
} from '@studychina/contracts';
import { ADMIN_API, createStaff, createSubmittedApplication, useBackOfficeApp } from '../../test/back-office.js';
import { jpeg, pdf } from '../../test/fixture-files.js';
import { qrTextOnFirstPage } from '../../test/qr-from-pdf.js';

// Documents anyone can verify (issue 31, docs/decisions/0135-verifiable-documents.md), over HTTP against the real
// database: the stamped letter's QR code and signature, the register's answers, revocation, supersession, limits.
const WEB_URL = 'https://admissions.example.com';
const { t } = useBackOfficeApp({ WEB_URL, TRUST_PROXY: 'true' });
const USER_API = '/api/v1/user';
let staff: Awaited<ReturnType<typeof createStaff>>;
let student: Awaited<ReturnType<typeof createSubmittedApplication>>;
let client = 0;
/** Each test its own client address (X-Forwarded-For behind TRUST_PROXY), so look-up limits do not mix. */
const fromClient = () => `198.51.100.${++client}`;

beforeAll(async () => {
  staff = await createStaff(t.app, 'staff', 'Rita');
  student = await createSubmittedApplication(t.app, 'Chinedu');
});

const binary = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

function attach(kind: DocumentKind | null, file = pdf(), applicationId = student.applicationId) {
  const req = request(t.app.server)
    .post(`${ADMIN_API}/applications/${applicationId}/documents`)
    .set('Authorization', staff.authorization);
  if (kind) void req.field('kind', kind);
  return req.attach('file', file, { filename: 'Admission letter.pdf', contentType: 'application/pdf' });
}

async function issue(kind: DocumentKind = 'admission_letter') {
  const res = await attach(kind);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return staffDocumentAddedResponseSchema.parse(res.body).document;
}

/** The file as the student downloads it from their application. */
const download = async (fileId: string) =>
  (
    await binary(
      request(t.app.server)
        .get(`${USER_API}/applications/${student.applicationId}/files/${fileId}`)
        .set('Authorization', student.authorization),
    ).expect(200)
  ).body as Buffer;

const lookUp = (code: string, ip = fromClient()) =>
  request(t.app.server).get(`${USER_API}/documents/verify/${code}`).set('X-Forwarded-For', ip);
const checkFile = (code: string, file: Buffer, ip = fromClient()) =>
  request(t.app.server)
    .post(`${USER_API}/documents/verify/${code}`)
    .set('X-Forwarded-For', ip)
    .attach('file', file, { filename: 'letter.pdf', contentType: 'application/pdf' });
const page = (path: string, ip = fromClient()) => request(t.app.server).get(path).set('X-Forwarded-For', ip);

describe('a stamped admission letter', () => {
  it('downloads with a QR code to its verify page, signed with the published key, the original kept', async () => {
    const document = await issue();
    expect(document.kind).toBe('admission_letter');
    const code = document.verification!.code;
    expect(code).toMatch(DOCUMENT_CODE_PATTERN);
    expect(document.verification!.url).toBe(`${WEB_URL}/verify/${code}`);

    const stamped = await download(document.id);
    expect(stamped.equals(pdf())).toBe(false);
    const qr = await qrTextOnFirstPage(stamped);
    expect(qr).not.toBeNull();
    const [address, jws] = qr!.split('#');
    expect(address).toBe(`${WEB_URL}/verify/${code}`);

    // Checked offline: the JWS against the key /.well-known/document-keys.json publishes under its kid.
    const keys = documentKeysResponseSchema.parse(
      (await request(t.app.server).get('/.well-known/document-keys.json').expect(200)).body,
    );
    const [header, payload, signature] = jws!.split('.');
    const { alg, kid } = JSON.parse(Buffer.from(header!, 'base64url').toString());
    expect(alg).toBe('EdDSA');
    const jwk = keys.keys.find((key) => key.kid === kid)!;
    expect(jwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519', status: 'current' });
    const publicKey = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: jwk.x }, format: 'jwk' });
    expect(verify(null, Buffer.from(`${header}.${payload}`), publicKey, Buffer.from(signature!, 'base64url'))).toBe(
      true,
    );
    const record = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(record).toMatchObject({
      code,
      kind: 'admission_letter',
      holder: 'A*** O***',
      issuer: 'Study in China Admissions',
    });
    // A record changed by one letter no longer checks.
    const forged = Buffer.from(JSON.stringify({ ...record, holder: 'B*** O***' })).toString('base64url');
    expect(verify(null, Buffer.from(`${header}.${forged}`), publicKey, Buffer.from(signature!, 'base64url'))).toBe(
      false,
    );

    const { document: registered } = verifiedDocumentResponseSchema.parse((await lookUp(code).expect(200)).body);
    expect(registered).toMatchObject({ code, status: 'valid', holder: 'A*** O***', kind: 'admission_letter' });
    expect(registered.sha256).toBe((await import('node:crypto')).createHash('sha256').update(stamped).digest('hex'));

    const row = await t.app.prisma.issuedDocument.findUniqueOrThrow({ where: { code } });
    const original = await readText(await t.app.storage.read(row.originalKey!));
    expect(Buffer.from(original, 'latin1').equals(pdf())).toBe(true);
    const audit = await t.app.prisma.auditLog.findFirstOrThrow({
      where: { action: 'application.document', targetId: document.id },
    });
    expect(audit.meta).toMatchObject({ kind: 'admission_letter', code });
  });

  it('tells the file it issued from a tampered copy', async () => {
    const document = await issue('offer_confirmation');
    const code = document.verification!.code;
    const stamped = await download(document.id);
    expect((await checkFile(code, stamped).expect(200)).body).toEqual({ success: true, matches: true });
    const tampered = Buffer.from(stamped);
    const middle = Math.floor(tampered.length / 2);
    tampered[middle] = tampered[middle]! ^ 0x01;
    expect((await checkFile(code, tampered).expect(200)).body).toEqual({ success: true, matches: false });
    expect((await checkFile(code, pdf()).expect(200)).body).toEqual({ success: true, matches: false });

    // The page's drop zone posts the same way and says so in words.
    const ip = fromClient();
    const matches = await request(t.app.server)
      .post(`/verify/${code}`)
      .set('X-Forwarded-For', ip)
      .attach('file', stamped, { filename: 'letter.pdf', contentType: 'application/pdf' })
      .expect(200);
    expect(matches.text).toContain('This file is exactly the one we issued.');
    const differs = await request(t.app.server)
      .post(`/fr/verify/${code}`)
      .set('X-Forwarded-For', ip)
      .attach('file', tampered, { filename: 'letter.pdf', contentType: 'application/pdf' })
      .expect(200);
    expect(differs.text).toContain('Ce fichier n’est pas celui que nous avons délivré');
  });

  it('is not stamped when of kind other (the default), and must be a PDF when stamped', async () => {
    const plain = staffDocumentAddedResponseSchema.parse((await attach(null).expect(201)).body).document;
    expect(plain).toMatchObject({ kind: 'other', verification: null });
    expect((await download(plain.id)).equals(pdf())).toBe(true);

    const image = await request(t.app.server)
      .post(`${ADMIN_API}/applications/${student.applicationId}/documents`)
      .set('Authorization', staff.authorization)
      .field('kind', 'admission_letter')
      .attach('file', jpeg(), { filename: 'letter.jpg', contentType: 'image/jpeg' })
      .expect(422);
    expect(image.body.errors.file).toEqual([
      'An admission letter or an offer confirmation must be a PDF, so that it can be stamped.',
    ]);
    const unknownKind = await attach('diploma' as DocumentKind).expect(422);
    expect(Object.keys(unknownKind.body.errors)).toEqual(['kind']);
  });
});

describe('the register', () => {
  it('shows a revoked document as revoked, with when and why, once staff revoke it (audited)', async () => {
    const issued = await issue();
    const { code } = issued.verification!;
    // Staff read the code and the state on the application, to read it out or revoke it.
    const staffView = async () =>
      (
        await request(t.app.server)
          .get(`${ADMIN_API}/applications/${student.applicationId}`)
          .set('Authorization', staff.authorization)
          .expect(200)
      ).body.application.documentsFromStaff.find((file: { id: string }) => file.id === issued.id).issued;
    expect(await staffView()).toEqual({
      code,
      kind: 'admission_letter',
      status: 'valid',
      revokedAt: null,
      revokedReason: null,
    });
    const revoke = (authorization: string, body: object = { reason: 'Issued with the wrong programme' }) =>
      request(t.app.server)
        .post(`${ADMIN_API}/documents/${code}/revoke`)
        .set('Authorization', authorization)
        .send(body);
    await revoke(student.authorization).expect(403);
    await revoke(staff.authorization, { reason: ' ' }).expect(422);
    const res = await revoke(staff.authorization).expect(200);
    expect(res.body.document).toMatchObject({ status: 'revoked', revokedReason: 'Issued with the wrong programme' });
    await revoke(staff.authorization).expect(409);
    expect(await staffView()).toMatchObject({ status: 'revoked', revokedReason: 'Issued with the wrong programme' });

    const { document } = verifiedDocumentResponseSchema.parse((await lookUp(code).expect(200)).body);
    expect(document.status).toBe('revoked');
    expect(document.revokedAt).not.toBeNull();
    const html = (await page(`/verify/${code}`).expect(200)).text;
    expect(html).toContain('data-status="revoked"');
    expect(html).toContain('Reason: Issued with the wrong programme');
    const audit = await t.app.prisma.auditLog.findMany({
      where: { action: 'document.revoke', actorId: staff.user.id },
    });
    expect(audit.map((row) => row.meta)).toContainEqual(expect.objectContaining({ code }));
  });

  it('marks a letter superseded when one of the same kind is issued again, not by another kind', async () => {
    const other = await createSubmittedApplication(t.app, 'Ngozi');
    const first = await attach('admission_letter', pdf(), other.applicationId).expect(201);
    await attach('offer_confirmation', pdf(), other.applicationId).expect(201);
    const firstCode = first.body.document.verification.code as string;
    expect((await lookUp(firstCode).expect(200)).body.document.status).toBe('valid');
    const second = await attach('admission_letter', pdf(), other.applicationId).expect(201);
    const superseded = (await lookUp(firstCode).expect(200)).body.document;
    expect(superseded).toMatchObject({ status: 'superseded' });
    expect(superseded.supersededAt).not.toBeNull();
    expect((await lookUp(second.body.document.verification.code).expect(200)).body.document.status).toBe('valid');
    expect((await page(`/fr/verify/${firstCode}`).expect(200)).text).toContain('Remplacé');
  });

  it('answers an unknown or malformed code with the same 404 that reveals nothing', async () => {
    const unknown = await lookUp('SC-2222-2222').expect(404);
    expect(unknown.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'No document has this code.' });
    expect((await lookUp('anything-at-all').expect(404)).body).toEqual(unknown.body);
    expect((await checkFile('SC-2222-2222', pdf()).expect(404)).body).toEqual(unknown.body);
    const html = (await page('/verify/SC-2222-2222').expect(404)).text;
    expect(html).toContain('No document has this code');
    expect(html).not.toMatch(/<dl>|O\*\*\*|Holder/);
  });

  it('shows the page in English and French, with the authority statement and no script', async () => {
    const { code } = (await issue()).verification!;
    const english = await page(`/verify/${code}`).expect(200);
    expect(english.headers['content-type']).toMatch(/^text\/html/);
    expect(english.headers['cache-control']).toBe('no-store');
    expect(english.text).toContain('A*** O***');
    expect(english.text).toContain('Admission letter');
    expect(english.text).toContain('official Study in China checks remain the authority');
    expect(english.text).not.toContain('<script');
    const french = await page(`/fr/verify/${code}`).expect(200);
    expect(french.text).toContain('<html lang="fr">');
    expect(french.text).toContain('Lettre d’admission');
    // A French browser reaching the English address (the QR code's) is sent to the French page.
    const redirected = await page(`/verify/${code}`).set('Accept-Language', 'fr-FR,fr;q=0.9').expect(302);
    expect(redirected.headers.location).toBe(`/fr/verify/${code}`);
    // A code typed in /verify goes to its page, written as printed.
    const typed = await page(`/verify?code=${code.toLowerCase().replace(/-/g, ' ')}`).expect(303);
    expect(typed.headers.location).toBe(`/verify/${code}`);
  });

  it('allows 30 look-ups a minute per client across the page and the API, then 429', async () => {
    const ip = fromClient();
    const codes = Array.from({ length: 30 }, (_, i) => `SC-${String(2222 + i).replace(/[01]/g, '3')}-ABCD`);
    for (const [i, code] of codes.entries()) {
      const res = i % 2 ? await lookUp(code, ip) : await page(`/verify/${code}`, ip);
      expect(res.status).toBe(404);
    }
    const refused = await lookUp('SC-2345-ABCD', ip).expect(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(refused.headers['retry-after']).toBeDefined();
    const html = await page('/verify/SC-2345-ABCD', ip).expect(429);
    expect(html.text).toContain('Too many look-ups');
    await lookUp('SC-2345-ABCD').expect(404);
  });
});
