import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ASSIGNED_MESSAGE,
  DOCUMENT_KINDS,
  FILE_REVIEWED_MESSAGE,
  NOTE_ADDED_MESSAGE,
  STAFF_DOCUMENT_ADDED_MESSAGE,
  STAFF_FILES_ADDED_MESSAGE,
  STATUS_CHANGED_MESSAGE,
  applicationFileParamsSchema,
  applicationParamsSchema,
  assignBodySchema,
  assignedResponseSchema,
  errorResponseSchema,
  fileReviewBodySchema,
  fileReviewedResponseSchema,
  noteAddedResponseSchema,
  noteBodySchema,
  staffDocumentAddedResponseSchema,
  staffFilesAddedResponseSchema,
  statusChangeBodySchema,
  statusChangedResponseSchema,
  unauthenticatedResponseSchema,
  text,
} from '@studychina/contracts';
import { drainOnFailure } from '../../lib/drain-request.js';
import { HttpError } from '../../lib/http-error.js';
import { refuseOversizedUpload } from '../../plugins/multipart.js';
import { auditContextOf } from '../../plugins/roles.js';
import { documentUploadBody } from '../applications/document-upload-body.js';
import { createStaffDocumentService } from './staff-document.service.js';
import { createStaffUploadService } from './staff-upload.service.js';
import { createWorkflowService } from './workflow.service.js';

/** Every staff route answers these besides its own (the hooks of admin.routes.ts). */
const ACCESS = { 401: unauthenticatedResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema } as const;
const security = [{ bearerAuth: [] }];
/** What an upload route answers besides its success: a broken, refused, too large or untimely upload. */
const UPLOAD_REFUSALS = {
  ...ACCESS,
  400: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  422: errorResponseSchema,
} as const;

/**
 * The application's workflow as staff drive it (docs/product.md#back-office-statuses-and-workflow):
 * status, reviews, notes, assignment, documents for the student. Each writes an audit row with its change.
 */
export const workflowRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createWorkflowService({ prisma: app.prisma, mailer: app.mailer, now: app.now });
  const documents = createStaffDocumentService({
    prisma: app.prisma,
    storage: app.storage,
    limits: app.uploadLimits,
    mailer: app.mailer,
    signing: app.documentSigning,
    now: app.now,
  });
  const uploads = createStaffUploadService({
    prisma: app.prisma,
    storage: app.storage,
    limits: app.uploadLimits,
    now: app.now,
  });

  app.post(
    '/applications/:id/status',
    {
      schema: {
        tags: ['back office'],
        summary: 'Move an application along the workflow; the student is e-mailed the status and message',
        description:
          "With status action_required, `requests` asks for documents: `{ listName }` (one of the form's lists) or " +
          '`{ name, note }` (another document), each with an optional note. Forwarding and admitting answer 409 ' +
          'DOCUMENTS_OUTSTANDING with `errors` keyed by list name (or request id) while a document is outstanding.',
        security,
        params: applicationParamsSchema,
        body: statusChangeBodySchema,
        response: { 200: statusChangedResponseSchema, ...ACCESS, 409: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) => {
      const application = await service.changeStatus(request.params.id, request.body, auditContextOf(request));
      return {
        success: true as const,
        message: STATUS_CHANGED_MESSAGE,
        application: { ...application, updatedAt: application.updatedAt.toISOString() },
      };
    },
  );

  app.post(
    '/applications/:id/files/:fileId/review',
    {
      schema: {
        tags: ['back office'],
        summary: "Accept or reject one of the student's documents (a reason is required to reject)",
        security,
        params: applicationFileParamsSchema,
        body: fileReviewBodySchema,
        response: { 200: fileReviewedResponseSchema, ...ACCESS, 409: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) => {
      const { id, fileId } = request.params;
      const file = await service.reviewFile(id, fileId, request.body, auditContextOf(request));
      return { success: true as const, message: FILE_REVIEWED_MESSAGE, file };
    },
  );

  app.post(
    '/applications/:id/notes',
    {
      schema: {
        tags: ['back office'],
        summary: 'Add an internal note (never shown to the student)',
        security,
        params: applicationParamsSchema,
        body: noteBodySchema,
        response: { 201: noteAddedResponseSchema, ...ACCESS, 422: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const note = await service.addNote(request.params.id, request.body.text, auditContextOf(request));
      return reply.code(201).send({ success: true as const, message: NOTE_ADDED_MESSAGE, note });
    },
  );

  app.post(
    '/applications/:id/assign',
    {
      schema: {
        tags: ['back office'],
        summary: 'Assign the application to an active staff or admin account, or to nobody (null)',
        description:
          'With `expectedAssigneeId` (the assignee the client showed, or null), an application assigned to someone ' +
          "else by now is refused with 409 CONFLICT naming them: nobody takes a colleague's application unknowingly.",
        security,
        params: applicationParamsSchema,
        body: assignBodySchema,
        response: { 200: assignedResponseSchema, ...ACCESS, 409: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) => {
      const assignee = await service.assign(request.params.id, request.body, auditContextOf(request));
      return { success: true as const, message: ASSIGNED_MESSAGE, assignee };
    },
  );

  app.post(
    '/applications/:id/documents',
    {
      onRequest: refuseOversizedUpload,
      schema: {
        tags: ['back office'],
        summary: 'Give the student a document (admission letter, JW202 form, receipt); the student is e-mailed',
        description:
          'multipart/form-data with one file, PDF or image (judged by content), in the part "file", and its `kind` ' +
          '(admission_letter, offer_confirmation or other, the default). Every kind but other must be a PDF: the ' +
          'student downloads it stamped on its first page with a QR code and a code (SC-XXXX-XXXX) pointing to ' +
          '/verify/:code, signed with Ed25519 (docs/decisions/0135-verifiable-documents.md); the original is kept. ' +
          'A document of the same kind issued before for the application is superseded.',
        security,
        consumes: ['multipart/form-data'],
        params: applicationParamsSchema,
        multipartBody: z.object({
          file: z.string().meta({ format: 'binary' }),
          kind: z.enum(DOCUMENT_KINDS).optional(),
        }),
        response: {
          201: staffDocumentAddedResponseSchema,
          ...UPLOAD_REFUSALS,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', text('errors.MULTIPART_REQUIRED'));
      const audit = auditContextOf(request);
      const document = await drainOnFailure(request, reply, app.uploadLimits.requestBytes, () =>
        documents.addDocument(request.params.id, request.parts(), audit),
      );
      return reply.code(201).send({ success: true as const, message: STAFF_DOCUMENT_ADDED_MESSAGE, document });
    },
  );

  app.post(
    '/applications/:id/files',
    {
      onRequest: refuseOversizedUpload,
      schema: {
        tags: ['back office'],
        summary:
          "Upload a student document on the student's behalf (replaces a rejected file, answers a request, or adds)",
        description:
          "multipart/form-data as the student's POST /user/applications/:id/files: one list (passportScan[0], ...) or " +
          'extra[0] with its requestId. The files are marked as uploaded by this staff member, and audited.',
        security,
        consumes: ['multipart/form-data'],
        params: applicationParamsSchema,
        multipartBody: documentUploadBody,
        response: {
          201: staffFilesAddedResponseSchema,
          ...UPLOAD_REFUSALS,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', text('errors.MULTIPART_REQUIRED'));
      const audit = auditContextOf(request);
      const files = await drainOnFailure(request, reply, app.uploadLimits.requestBytes, () =>
        uploads.upload(request.params.id, request.parts(), audit),
      );
      return reply.code(201).send({ success: true as const, message: STAFF_FILES_ADDED_MESSAGE, files });
    },
  );
};
