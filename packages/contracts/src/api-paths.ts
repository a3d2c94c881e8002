/** Every call of docs/product.md#api-conventions goes under this prefix. */
export const API_PREFIX = '/api/v1/user';
