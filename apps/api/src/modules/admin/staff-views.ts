import type { StaffDocumentRequest, StaffFile, StaffFileReview, StaffMember, StaffNote } from '@studychina/contracts';
import type { ApplicationFile, ApplicationNote, DocumentRequest, User } from '@studychina/db';
import { toStudentRequest } from '../applications/my-application.js';

/** A staff member as the back office shows them (an allow-list: never a hash or a token version). */
export const toStaffMember = (user: Pick<User, 'id' | 'firstname' | 'lastname' | 'email' | 'role'>): StaffMember => ({
  id: user.id,
  firstname: user.firstname,
  lastname: user.lastname,
  email: user.email,
  role: user.role,
});

/** A file's review for staff (who decided included); null when nobody reviewed it yet. */
export const toStaffReview = (
  file: Pick<ApplicationFile, 'reviewDecision' | 'reviewReason' | 'reviewedAt'> & { reviewedBy: User | null },
): StaffFileReview | null =>
  file.reviewDecision && file.reviewedAt
    ? {
        decision: file.reviewDecision,
        reason: file.reviewReason,
        by: file.reviewedBy ? toStaffMember(file.reviewedBy) : null,
        at: file.reviewedAt.toISOString(),
      }
    : null;

export const toStaffNote = (note: ApplicationNote & { author: User | null }): StaffNote => ({
  id: note.id,
  text: note.text,
  author: note.author ? toStaffMember(note.author) : null,
  createdAt: note.createdAt.toISOString(),
});

export const maybeStaffMember = (user: Parameters<typeof toStaffMember>[0] | null | undefined) =>
  user ? toStaffMember(user) : null;

/** One file as staff see it: its review (who decided, why, when), the file it replaces, who uploaded it for the student. */
export function toStaffFile(file: ApplicationFile & { reviewedBy: User | null; uploadedBy: User | null }): StaffFile {
  return {
    id: file.id,
    listName: file.listName,
    position: file.position,
    originalName: file.originalName,
    size: file.size,
    mimeType: file.mimeType,
    uploadedAt: file.createdAt.toISOString(),
    review: toStaffReview(file),
    replaces: file.replacesId,
    replacedAt: file.replacedAt?.toISOString() ?? null,
    uploadedBy: maybeStaffMember(file.uploadedBy),
    requestId: file.requestId,
    erasedAt: file.erasedAt?.toISOString() ?? null,
  };
}

/** A document request as staff see it: who asked, and who answered it (null once fulfilled: the student). */
export const toStaffRequest = (
  request: DocumentRequest & { createdBy: User | null; fulfilledBy: User | null },
): StaffDocumentRequest => ({
  ...toStudentRequest(request),
  requestedBy: maybeStaffMember(request.createdBy),
  fulfilledBy:
    request.fulfilledBy && request.fulfilledBy.role !== 'student' ? toStaffMember(request.fulfilledBy) : null,
});

/** `:id` params are any text; only a UUID can name a row (anything else is 404 without a query). */
export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
