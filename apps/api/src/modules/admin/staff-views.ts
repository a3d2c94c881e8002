import type { StaffFileReview, StaffMember, StaffNote } from '@studychina/contracts';
import type { ApplicationFile, ApplicationNote, User } from '@studychina/db';

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
