// The programme catalogue's contracts (issue 28): values, money, queries and answers of /programmes,
// /universities and /scholarships, and the exchange rates behind the estimates.
export * from './values.js';
export * from './money.js';
export * from './intakes.js';
export * from './refs.js';
export * from './query-values.js';
export * from './programmes.js';
export * from './universities.js';
export * from './scholarships.js';
export * from './exchange-rates.js';
