/** Every call of SPEC 7 goes under this prefix. */
export const API_PREFIX = '/api/v1/user';
