// Invoices and payments (issue 30): one line in ../index.ts exports them all.
export * from './invoices.js';
export * from './paystack.js';
export * from './admin-payments.js';
export * from './pay-link.js';
export * from './bank-transfer.js';
export * from './admin-payments-copy.js';
export * from './receipts.js';
