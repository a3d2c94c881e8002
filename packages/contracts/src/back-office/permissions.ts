// Staff permissions, a module of their own: the French texts' chunk reads workflow.ts, and the public pages'
// budget counts every byte of it (docs/decisions/0104-french-from-the-first-response.md).

/**
 * What a staff member may do beyond the queue (docs/product.md#back-office-staff-accounts): `editor` edits and
 * publishes the site's content; `manager` reads the overview (docs/product.md#back-office-overview). Admins may do
 * everything without holding any.
 */
export const STAFF_PERMISSIONS = ['editor', 'manager'] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];
