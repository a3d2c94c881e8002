// Content management (issue 29): the kinds editors manage, their fields, and the answers of /admin/content.
export * from './content-kinds.js';
export * from './french-fields.js';
export * from './content-schemas.js';
export * from './kinds/programmes.js';
export * from './kinds/majors.js';
export * from './kinds/heroes.js';
export * from './content-images.js';
export * from './import-export.js';
export * from './kinds/testimonials.js';
export * from './kinds/faq.js';
export * from './kinds/pages.js';
export * from './site/site-content.js';
export * from './site/site-paths.js';
export * from './site/faq-seed.js';
export * from './site/company-contact.js';
export * from './kinds/rates.js';
export * from './kinds/intakes.js';
