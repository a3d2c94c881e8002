import { EXTRA_DOCUMENTS_LIST, uploadRuleOf, text, type Text } from '@studychina/contracts';
import type { Prisma } from '@studychina/db';
import { HttpError } from '../../lib/http-error.js';
import { rejectedUnreplaced } from './application-status.js';
import type { DocumentUpload } from './document-upload.js';
import type { ReceivedFile } from './receive-application.js';

type Tx = Prisma.TransactionClient;

export interface Placement {
  applicationId: string;
  upload: DocumentUpload;
  /** Who sent the files: the student, or the staff member uploading on the student's behalf. */
  uploaderId: string;
  byStaff: boolean;
  at: Date;
}

const refuse = (field: string, message: Text) =>
  new HttpError(422, 'VALIDATION_FAILED', message, { [field]: [message] });

const stored = (file: ReceivedFile<string>) => ({
  originalName: file.originalName,
  storageKey: file.key,
  size: file.size,
  mimeType: file.detected?.mime ?? 'application/octet-stream',
  sha256: file.sha256,
});

/** The request the files answer: the one named by `requestId`, else the open request of their list, if any. */
async function answeredRequest(tx: Tx, applicationId: string, { list, requestId }: DocumentUpload) {
  if (!requestId)
    return tx.documentRequest.findFirst({
      where: { applicationId, state: 'open', listName: list },
      orderBy: { createdAt: 'asc' },
    });
  const request = await tx.documentRequest.findFirst({ where: { id: requestId, applicationId } });
  if (!request) throw refuse('requestId', text('studentPages.answers.REQUEST_UNKNOWN'));
  if (request.state !== 'open') throw new HttpError(409, 'CONFLICT', text('studentPages.answers.REQUEST_CLOSED'));
  if ((request.listName ?? EXTRA_DOCUMENTS_LIST) !== list)
    throw refuse('requestId', text('studentPages.answers.REQUEST_LIST_MISMATCH'));
  return request;
}

/**
 * Where the files of a correction upload go (docs/product.md#document-requests), inside the caller's
 * transaction. Without a `requestId`, the k-th file replaces the k-th rejected file of the list (kept, marked
 * replaced; the new one takes its position at the next revision). Files beyond those are added to the list when
 * an open request of that list asks for them, or when staff upload them; otherwise the student is refused. A new
 * file of a one-file list takes the place of the current one. Any new file of a list answers its open request
 * (with `requestId`: that request, which a named extra document always needs), which becomes fulfilled.
 */
export async function placeDocuments(tx: Tx, { applicationId, upload, uploaderId, byStaff, at }: Placement) {
  const { list, files } = upload;
  const request = await answeredRequest(tx, applicationId, upload);
  const rejected = upload.requestId
    ? []
    : (await rejectedUnreplaced(tx, applicationId)).filter((file) => file.listName === list);
  const adding = files.slice(rejected.length);
  if (adding.length > 0 && !request && !byStaff) {
    if (rejected.length === 0) throw new HttpError(409, 'CONFLICT', text('studentPages.answers.NOTHING_TO_REPLACE'));
    throw refuse(list, text('studentPages.answers.REPLACE_TOO_MANY'));
  }
  const common = {
    applicationId,
    source: 'student' as const,
    listName: list,
    uploadedById: byStaff ? uploaderId : null,
    requestId: request?.id ?? null,
  };
  const include = { reviewedBy: true, uploadedBy: true } as const;
  const replace = async (oldId: string, file: ReceivedFile<string>) => {
    // Conditional on replacedAt: two uploads for the same file at once, the second fails (P2025).
    const old = await tx.applicationFile.update({ where: { id: oldId, replacedAt: null }, data: { replacedAt: at } });
    return tx.applicationFile.create({
      data: { ...common, ...stored(file), position: old.position, revision: old.revision + 1, replacesId: old.id },
      include,
    });
  };

  const created = [];
  for (const [index, file] of files.slice(0, rejected.length).entries())
    created.push(await replace(rejected[index]!.id, file));
  if (adding.length > 0 && !uploadRuleOf(list).multiple) {
    const current = await tx.applicationFile.findFirst({
      where: { applicationId, listName: list, source: 'student', replacedAt: null },
    });
    if (current) created.push(await replace(current.id, adding[0]!));
    else {
      const last = await tx.applicationFile.aggregate({
        where: { applicationId, listName: list, position: 0 },
        _max: { revision: true },
      });
      created.push(
        await tx.applicationFile.create({
          data: { ...common, ...stored(adding[0]!), position: 0, revision: (last._max.revision ?? -1) + 1 },
          include,
        }),
      );
    }
  } else if (adding.length > 0) {
    const last = await tx.applicationFile.aggregate({
      where: { applicationId, listName: list },
      _max: { position: true },
    });
    let position = (last._max.position ?? -1) + 1;
    for (const file of adding)
      created.push(
        await tx.applicationFile.create({ data: { ...common, ...stored(file), position: position++ }, include }),
      );
  }
  if (request)
    await tx.documentRequest.update({
      where: { id: request.id, state: 'open' },
      data: { state: 'fulfilled', fulfilledAt: at, fulfilledById: uploaderId },
    });
  return created;
}
