import type { PrismaClient } from '@studychina/db';
import { zipEntryNames, type ZipEntry } from '../admin/files-zip.js';

/** A stored file the export copies into its ZIP, under `name` (the JSON's `path`). */
export type ExportedFile = ZipEntry;

/** Fields that are the system's, not the student's data: secrets, search keys kept by triggers. */
const OMITTED = new Set([
  'passwordHash',
  'tokenVersion',
  'permissions',
  'searchText',
  'nationalityKey',
  'passportKey',
  'nameSortKey',
  'storageKey',
  'proofKey',
  'declaredById',
  'note',
  'reviewedById',
  'uploadedById',
  'actorId',
  'createdById',
  'fulfilledById',
  'assigneeId',
]);

/** A row as JSON: dates as ISO text, decimals as text, system fields left out. */
const clean = (row: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !OMITTED.has(key)));

/**
 * Everything the consultancy holds about one student (issue 31, "Download my data",
 * docs/decisions/0137-students-data-rights.md): the account, every application with its answers, events (the
 * messages the student was sent), document requests and files, the invoices with their lines and payments, the
 * draft, the shortlist, the contact messages and the WhatsApp and SMS alerts. Staff's internal notes are not the student's data and stay out.
 * Each stored file is listed with its `path` in the ZIP, and returned in `files` to be copied there byte for byte.
 */
export async function accountData(prisma: PrismaClient, userId: string, now: Date) {
  const user = await prisma.user.findUniqueOrThrow({
    where: { id: userId },
    include: {
      applications: {
        orderBy: { createdAt: 'asc' },
        include: {
          educationHistory: { orderBy: { position: 'asc' } },
          familyMembers: { orderBy: { position: 'asc' } },
          events: { orderBy: { createdAt: 'asc' } },
          requests: { orderBy: [{ createdAt: 'asc' }, { position: 'asc' }] },
          files: { orderBy: [{ source: 'asc' }, { listName: 'asc' }, { position: 'asc' }, { revision: 'asc' }] },
        },
      },
      invoices: {
        orderBy: { createdAt: 'asc' },
        include: { lines: { orderBy: { position: 'asc' } }, payments: { orderBy: { createdAt: 'asc' } } },
      },
      draft: true,
      draftUploads: { orderBy: { createdAt: 'asc' } },
      shortlist: { include: { programme: { select: { slug: true } } } },
      contactMessages: { orderBy: { createdAt: 'asc' } },
      alertSettings: true,
      alerts: { orderBy: { createdAt: 'asc' } },
    },
  });
  const { applications, invoices, draft, draftUploads, shortlist, contactMessages, alertSettings, alerts, ...account } =
    user;

  const stored = [
    // An erased file (docs/decisions/0144-retention-of-closed-applications.md) is listed in the JSON with no `path`.
    ...applications.flatMap((application, n) =>
      application.files
        .filter((file) => !file.erasedAt)
        .map((file) => ({
          row: file,
          name:
            `applications/${n + 1}-${application.id}/` +
            (file.source === 'staff'
              ? `from-staff/${file.originalName}`
              : `${file.replacedAt ? `replaced/${file.listName}` : file.listName}/${file.position + 1}-${file.originalName}`),
        })),
    ),
    ...draftUploads
      .filter((upload) => upload.storageKey && upload.completedAt)
      .map((upload) => ({ row: upload, name: `draft/${upload.listName}/${upload.originalName}` })),
    // A bank transfer's proof (docs/decisions/0130-bank-transfer-proof-and-confirmation.md).
    ...invoices.flatMap((invoice) =>
      invoice.payments
        .filter((payment) => payment.proofKey)
        .map((payment) => ({
          row: { id: payment.id, storageKey: payment.proofKey, createdAt: payment.createdAt },
          name: `payments/${payment.reference}-${payment.proofName ?? 'proof'}`,
        })),
    ),
  ];
  const paths = zipEntryNames(stored, (file) => `files/${file.name}`);
  const pathOf = new Map(stored.map((file, i) => [file.row.id, paths[i]!]));
  const files: ExportedFile[] = stored.map((file, i) => ({
    name: paths[i]!,
    storageKey: file.row.storageKey!,
    createdAt: file.row.createdAt,
  }));

  const json = {
    exportedAt: now.toISOString(),
    account: clean(account),
    applications: applications.map(
      ({ files: appFiles, events, requests, educationHistory, familyMembers, ...row }) => ({
        ...clean(row),
        educationHistory: educationHistory.map(clean),
        familyMembers: familyMembers.map(clean),
        events: events.map(clean),
        documentRequests: requests.map(clean),
        files: appFiles.map((file) => ({ ...clean(file), path: pathOf.get(file.id) ?? null })),
      }),
    ),
    invoices: invoices.map(({ lines, payments, ...invoice }) => ({
      ...clean(invoice),
      lines: lines.map(clean),
      payments: payments.map((payment) => ({ ...clean(payment), proofPath: pathOf.get(payment.id) ?? null })),
    })),
    draft: draft ? { values: draft.values, savedAt: draft.touchedAt.toISOString() } : null,
    draftFiles: draftUploads.map((upload) => ({ ...clean(upload), path: pathOf.get(upload.id) ?? null })),
    shortlist: shortlist.map((entry) => ({ programme: entry.programme.slug, savedAt: entry.createdAt.toISOString() })),
    contactMessages: contactMessages.map(clean),
    // WhatsApp and SMS (docs/decisions/0138-whatsapp-and-sms-alerts.md): the phone and consents, and each alert as
    // it was sent; a verification code's text is left out, as codes are everywhere else.
    alerts: {
      settings: alertSettings ? clean(alertSettings) : null,
      sent: alerts.map(({ mail: _mail, providerId: _providerId, ...alert }) =>
        alert.kind === 'code' ? { ...clean(alert), text: null, params: [] } : clean(alert),
      ),
    },
  };
  return { json, files };
}
