import type { StaffFile, StaffMember } from '@studychina/contracts';
import type { ApplicationFile, User } from '@studychina/db';

/** A staff member (or any account) as the back office names it. */
export const toStaffMember = (user: Pick<User, 'id' | 'firstname' | 'lastname' | 'email' | 'role'>): StaffMember => ({
  id: user.id,
  firstname: user.firstname,
  lastname: user.lastname,
  email: user.email,
  role: user.role,
});

export const maybeStaffMember = (user: Parameters<typeof toStaffMember>[0] | null | undefined) =>
  user ? toStaffMember(user) : null;

/** One file with its review (who decided, why, when) and the file it replaces. */
export function toStaffFile(file: ApplicationFile & { reviewedBy: User | null }): StaffFile {
  return {
    id: file.id,
    listName: file.listName,
    position: file.position,
    originalName: file.originalName,
    size: file.size,
    mimeType: file.mimeType,
    uploadedAt: file.createdAt.toISOString(),
    review:
      file.reviewDecision && file.reviewedAt
        ? {
            decision: file.reviewDecision,
            reason: file.reviewReason,
            by: maybeStaffMember(file.reviewedBy),
            at: file.reviewedAt.toISOString(),
          }
        : null,
    replaces: file.replacesId,
    replacedAt: file.replacedAt?.toISOString() ?? null,
  };
}

/** `:id` params are any text; only a UUID can name a row (anything else is 404 without a query). */
export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
