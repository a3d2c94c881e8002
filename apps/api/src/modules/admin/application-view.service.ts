import {
  APPLICATION_TEXT_FIELDS,
  EDUCATION_ENTRY_FIELDS,
  FAMILY_MEMBER_FIELDS,
  REQUIRED_FILE_LISTS,
  outstandingDocuments,
  type StaffApplication,
  text,
  renderText,
} from '@studychina/contracts';
import type { PrismaClient } from '@studychina/db';
import { recordAudit, type AuditContext } from '../../lib/audit.js';
import { HttpError } from '../../lib/http-error.js';
import { pick } from '../../lib/pick.js';
import { placementOf } from '../applications/my-application.js';
import { staffInvoiceSelect, staffInvoiceView } from '../payments/admin-payments-invoice.js';
import { statusOf } from '../documents/verification.service.js';
import { applicantName } from './queue-sql.js';
import { isUuid, maybeStaffMember, toStaffFile, toStaffRequest } from './staff-views.js';
import { triageOf } from './triage.js';

/**
 * Other applications with the same passport number: the trigger keeps "passportKey" (lower case, without
 * spaces, dashes or dots), so "A1234 5678" and "a12345678" are the same passport.
 */
async function samePassport(prisma: PrismaClient, row: { id: string; passportKey: string }) {
  if (!row.passportKey) return [];
  const others = await prisma.application.findMany({
    where: { passportKey: row.passportKey, id: { not: row.id } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { id: true, status: true, createdAt: true, firstName: true, middleName: true, surName: true },
  });
  return others.map((other) => ({
    id: other.id,
    status: other.status,
    applicantName: applicantName(other),
    createdAt: other.createdAt.toISOString(),
  }));
}

/**
 * One application as staff see it (docs/product.md#back-office-queue-files-exports-and-audit): every
 * field, internal notes included. The read is audited before the data leaves (docs/product.md#who-can-see-what).
 */
export function createApplicationViewService(prisma: PrismaClient, now: () => Date) {
  return {
    async view(id: string, audit: AuditContext): Promise<StaffApplication> {
      const row = isUuid(id)
        ? await prisma.application.findUnique({
            where: { id },
            include: {
              user: true,
              assignee: true,
              educationHistory: { orderBy: { position: 'asc' } },
              familyMembers: { orderBy: { position: 'asc' } },
              files: {
                include: { reviewedBy: true, uploadedBy: true, issued: true },
                orderBy: [{ listName: 'asc' }, { position: 'asc' }, { revision: 'asc' }],
              },
              events: { include: { actor: true }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
              notes: { include: { author: true }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
              requests: {
                include: { createdBy: true, fulfilledBy: true },
                orderBy: [{ createdAt: 'asc' }, { position: 'asc' }],
              },
              invoice: { select: staffInvoiceSelect },
              alerts: {
                where: { kind: { not: 'code' } },
                orderBy: [{ createdAt: 'desc' }, { channel: 'asc' }],
                select: { channel: true, state: true, providerId: true, updatedAt: true, kind: true },
              },
            },
          })
        : null;
      if (!row) throw new HttpError(404, 'NOT_FOUND', text('errors.NOT_FOUND_MESSAGE'));
      const duplicates = await samePassport(prisma, row);
      await recordAudit(prisma, {
        ...audit,
        action: 'application.view',
        targetType: 'application',
        targetId: row.id,
        applicationId: row.id,
      });
      return {
        id: row.id,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        applicant: {
          id: row.user.id,
          firstname: row.user.firstname,
          lastname: row.user.lastname,
          email: row.user.email,
          // The language of the student's mails: the template picker fills the message in it.
          locale: row.user.locale === 'fr' ? ('fr' as const) : ('en' as const),
        },
        fields: pick(row, APPLICATION_TEXT_FIELDS),
        educationHistory: row.educationHistory.map((entry) => pick(entry, EDUCATION_ENTRY_FIELDS)),
        familyMembers: row.familyMembers.map((member) => pick(member, FAMILY_MEMBER_FIELDS)),
        files: row.files.filter((file) => file.source === 'student').map(toStaffFile),
        events: row.events.map((event) => ({
          id: event.id,
          fromStatus: event.fromStatus,
          toStatus: event.toStatus,
          message: event.message,
          deadline: event.deadline?.toISOString() ?? null,
          at: event.createdAt.toISOString(),
          actor: maybeStaffMember(event.actor),
          note: event.note,
        })),
        notes: row.notes.map((note) => ({
          id: note.id,
          text: note.text,
          author: maybeStaffMember(note.author),
          createdAt: note.createdAt.toISOString(),
        })),
        assignee: maybeStaffMember(row.assignee),
        placement: placementOf(row),
        consent:
          row.consentVersion && row.consentedAt
            ? { version: row.consentVersion, at: row.consentedAt.toISOString() }
            : null,
        documentsFromStaff: row.files
          .filter((file) => file.source === 'staff')
          .map((file) => ({
            id: file.id,
            originalName: file.originalName,
            size: file.size,
            mimeType: file.mimeType,
            uploadedAt: file.createdAt.toISOString(),
            erasedAt: file.erasedAt?.toISOString() ?? null,
            // The register's entry of a stamped document: its code and state, for staff to read out or revoke.
            issued: file.issued
              ? {
                  code: file.issued.code,
                  kind: file.issued.kind,
                  status: statusOf(file.issued),
                  revokedAt: file.issued.revokedAt?.toISOString() ?? null,
                  revokedReason: file.issued.revokedReason,
                }
              : null,
          })),
        requests: row.requests.map(toStaffRequest),
        // The same check as forwarding and admitting (application-status.ts), so the panel offers no move that fails.
        // Staff read English (docs/decisions/0080-i18n-typed-dictionaries.md).
        outstanding: outstandingDocuments(row.files, row.requests, REQUIRED_FILE_LISTS).map((item) => ({
          ...item,
          text: renderText(item.text, 'en'),
        })),
        ...triageOf(row, now()),
        duplicates,
        invoice: row.invoice ? staffInvoiceView(row.invoice) : null,
        // What was sent to the student about it, by which channel, and its state (docs/decisions/0138-whatsapp-and-sms-alerts.md).
        alerts: row.alerts.map((alert) => ({
          channel: alert.channel,
          state: alert.state,
          providerId: alert.providerId,
          at: alert.updatedAt.toISOString(),
          kind: alert.kind,
        })),
      };
    },
  };
}

export type ApplicationViewService = ReturnType<typeof createApplicationViewService>;
