import type { User } from '@studychina/contracts';

/** Editors write content, admins always may (docs/product.md#content-management); the API checks it again. */
export const canEdit = (user: User | null | undefined): boolean =>
  user?.role === 'admin' || (user?.permissions ?? []).includes('editor');
