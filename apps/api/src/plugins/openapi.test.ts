import SwaggerParser from '@apidevtools/swagger-parser';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_TEXT_FIELDS, CONTENT_KINDS, ERROR_CODES, FILE_LIST_NAMES } from '@studychina/contracts';
import { createTestApp, type TestApp } from '../test/test-app.js';

// The document is built from the route schemas alone; the app still needs a database to start (the job
// tables are created at start: plugins/jobs.ts).
let testApp: TestApp;
let app: FastifyInstance;
let document: OpenAPIV3.Document;
beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  // Validated, then dereferenced: every $ref (the shared ErrorResponse) is replaced by what it names.
  document = (await SwaggerParser.validate(structuredClone(app.swagger()) as OpenAPIV3.Document)) as OpenAPIV3.Document;
});
afterAll(async () => testApp?.close());

/** POSTs that take no body (GET and DELETE never do): /resend-otp is posted with a JSON content type and nothing in it; resubmit and withdraw are the action itself. */
const NO_BODY = new Set([
  'POST /api/v1/user/resend-otp',
  'POST /api/v1/user/applications/{id}/resubmit',
  'POST /api/v1/user/applications/{id}/withdraw',
  'POST /api/v1/admin/staff/{id}/disable',
  'POST /api/v1/admin/staff/{id}/enable',
  'POST /api/v1/admin/staff/{id}/invitation',
  // The second factor (docs/decisions/0134-staff-second-factor.md): a new key for the token's owner; a member's reset.
  'POST /api/v1/user/mfa/setup',
  'POST /api/v1/admin/staff/{id}/mfa/reset',
  'DELETE /api/v1/user/application-draft/files/{id}',
  // Download my data (docs/decisions/0137-students-data-rights.md): the signed-in student is the whole request.
  'POST /api/v1/user/account/export',
  'PUT /api/v1/user/shortlist/{programmeId}',
  // Paying by Paystack: the invoice in the address is the whole request (docs/decisions/0129-invoices-and-paystack.md).
  'POST /api/v1/user/invoices/{id}/paystack',
  'POST /api/v1/user/invoices/{id}/paystack/verify',
  // The payment link: made for the invoice in the address; the sponsor's return names the link (decision 0132).
  'POST /api/v1/user/invoices/{id}/share',
  'POST /api/v1/user/pay/{token}/paystack/verify',
  // Content management's actions name everything in their address (docs/product.md#content-management).
  ...CONTENT_KINDS.flatMap((kind) => [
    `POST /api/v1/admin/content/${kind}/{id}/publish`,
    `POST /api/v1/admin/content/${kind}/{id}/unpublish`,
    `POST /api/v1/admin/content/${kind}/{id}/restore/{version}`,
  ]),
]);

/**
 * The pages of the document register (docs/decisions/0135-verifiable-documents.md): complete HTML for people, whose
 * 404 and 429 are pages too, and whose form post shows a missing file on the page instead of a 422.
 */
const HTML_PAGES = new Set(
  ['/verify', '/fr/verify'].flatMap((base) => [`GET ${base}`, `GET ${base}/{code}`, `POST ${base}/{code}`]),
);

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    (['get', 'post', 'put', 'patch', 'delete'] as const)
      .filter((method) => item?.[method])
      .map((method) => ({ name: `${method.toUpperCase()} ${path}`, method, op: item![method]! })),
  );
const answerSchema = (response: OpenAPIV3.ResponseObject) =>
  response.content?.['application/json']?.schema as OpenAPIV3.SchemaObject | undefined;

describe('the OpenAPI document (/api/docs/json)', () => {
  it('is a valid OpenAPI 3 document listing every route of the product', () => {
    expect(document.openapi).toMatch(/^3\.0\./);
    const names = operations().map((o) => o.name);
    for (const route of ['POST /api/v1/user/apply', 'POST /api/v1/user/register', 'GET /api/v1/user/majors'])
      expect(names).toContain(route);
  });

  it('documents the request body of every route that takes one', () => {
    const takingBodies = operations().filter(
      ({ method, name }) => method !== 'get' && method !== 'delete' && !NO_BODY.has(name),
    );
    expect(takingBodies.length).toBeGreaterThan(8);
    for (const { name, op } of takingBodies) {
      const body = op.requestBody as OpenAPIV3.RequestBodyObject | undefined;
      expect(Object.keys(body?.content ?? {}), name).not.toEqual([]);
    }
  });

  it('documents POST /apply as multipart: each text field, the two lists as JSON text, the twelve file lists as binary', () => {
    const apply = document.paths['/api/v1/user/apply']!.post!;
    const body = apply.requestBody as OpenAPIV3.RequestBodyObject;
    expect(Object.keys(body.content)).toEqual(['multipart/form-data']);
    const form = body.content['multipart/form-data']!.schema as OpenAPIV3.SchemaObject;
    const fields = form.properties as Record<string, OpenAPIV3.SchemaObject>;
    for (const name of APPLICATION_TEXT_FIELDS) expect(fields[name]?.type, name).toBe('string');
    for (const list of ['educationHistory', 'familyMembers']) {
      expect(fields[list]?.type).toBe('string');
      expect(fields[list]?.description).toMatch(/JSON text/);
    }
    expect(FILE_LIST_NAMES).toHaveLength(12);
    for (const list of FILE_LIST_NAMES) {
      expect(fields[list]?.type, list).toBe('array');
      expect((fields[list] as OpenAPIV3.ArraySchemaObject).items, list).toEqual({ type: 'string', format: 'binary' });
    }
    expect(form.required).toContain('surName');
    expect(form.required).not.toContain('passportphoto');
    // The passport data page is optional: clients of the specification's API send it or not.
    expect(form.required).not.toContain('passportScan');
  });

  it("documents the correction uploads (the student's and staff's) with requestId and the named extra documents", () => {
    for (const path of ['/api/v1/user/applications/{id}/files', '/api/v1/admin/applications/{id}/files']) {
      const body = document.paths[path]!.post!.requestBody as OpenAPIV3.RequestBodyObject;
      const form = body.content['multipart/form-data']!.schema as OpenAPIV3.SchemaObject;
      const fields = form.properties as Record<string, OpenAPIV3.SchemaObject>;
      expect(fields.requestId?.type, path).toBe('string');
      expect(fields.extra?.type, path).toBe('array');
      expect(fields.passportScan?.type, path).toBe('array');
    }
  });

  it('documents JSON, urlencoded and multipart bodies for the contact route and the code checks', () => {
    for (const path of [
      '/api/v1/user/contact-us/send-message',
      '/api/v1/user/verify-email',
      '/api/v1/user/verify-otp',
    ]) {
      const body = document.paths[path]!.post!.requestBody as OpenAPIV3.RequestBodyObject;
      expect(Object.keys(body.content).sort(), path).toEqual([
        'application/json',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
      ]);
    }
  });

  it('documents error answers on every route (500, 503; 400, 413, 415, 422 with a body), each with the error shape and its code', () => {
    for (const { name, method, op } of operations()) {
      const statuses = Object.keys(op.responses);
      expect(statuses, name).toEqual(expect.arrayContaining(['500', '503']));
      if (HTML_PAGES.has(name)) continue;
      if (method !== 'get' && method !== 'delete' && !NO_BODY.has(name))
        expect(statuses, name).toEqual(expect.arrayContaining(['400', '413', '415', '422']));
      for (const status of statuses.filter((s) => /^[45]/.test(s))) {
        const schema = answerSchema(op.responses[status] as OpenAPIV3.ResponseObject);
        const where = `${name} ${status}`;
        expect(schema?.required, where).toEqual(expect.arrayContaining(['success', 'code', 'message']));
        const code = schema?.properties?.code as OpenAPIV3.SchemaObject | undefined;
        expect(code?.enum?.length, where).toBeGreaterThan(0);
        for (const value of code?.enum ?? []) expect(ERROR_CODES, where).toContain(value);
      }
    }
  });

  it('the error shape is one named component, listing every code', () => {
    const raw = app.swagger() as OpenAPIV3.Document;
    const shape = raw.components?.schemas?.ErrorResponse as OpenAPIV3.SchemaObject;
    expect((shape.properties?.code as OpenAPIV3.SchemaObject).enum).toEqual([...ERROR_CODES]);
    const apply422 = raw.paths['/api/v1/user/apply']!.post!.responses['422'] as OpenAPIV3.ResponseObject;
    expect(apply422.description).toBe('Unprocessable Entity');
    expect(apply422.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/ErrorResponse' });
  });

  it('documents the Google callback as a redirect without a body', () => {
    const callback = document.paths['/api/v1/user/auth-google/callback']!.get!;
    const redirect = callback.responses['302'] as OpenAPIV3.ResponseObject;
    expect(redirect.description).toMatch(/google-success/);
    expect(redirect.content).toBeUndefined();
  });
});
