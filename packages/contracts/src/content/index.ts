// Content management (issue 29): the kinds editors manage, their fields, and the answers of /admin/content.
export * from './content-kinds.js';
export * from './french-fields.js';
export * from './content-schemas.js';
export * from './kinds/programmes.js';
export * from './kinds/majors.js';
export * from './kinds/heroes.js';
export * from './content-images.js';
export * from './import-export.js';
