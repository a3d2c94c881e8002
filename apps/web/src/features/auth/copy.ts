// The account pages' helper texts live in contracts (page-labels.ts) with their French (issue 17).
export { AUTH_COPY } from '@studychina/contracts';
