// The contact page's helper texts live in contracts (page-labels.ts) with their French (issue 17).
export { CONTACT_COPY, CONTACT_LABELS } from '@studychina/contracts';
