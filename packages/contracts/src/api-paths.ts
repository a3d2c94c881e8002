/** Every call of docs/product.md#api-conventions goes under this prefix. */
export const API_PREFIX = '/api/v1/user';

/** The back office (staff and admin accounts only): docs/product.md#back-office-statuses-and-workflow. */
export const ADMIN_API_PREFIX = '/api/v1/admin';
