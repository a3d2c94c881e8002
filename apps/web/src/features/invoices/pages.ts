// The invoice feature's pages in one chunk: the route table (src/app/routes.tsx) imports this one module for all three,
// so the first bundle names one file for them, not one per page and per shared piece (`pnpm bench:bundle`).
export { InvoicePage } from './InvoicePage';
export { MyInvoices } from './MyInvoices';
export { PayLinkPage } from './PayLinkPage';
