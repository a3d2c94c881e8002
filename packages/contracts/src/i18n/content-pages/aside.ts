/** The English of the side card of every content page (docs/product.md#content-pages), exactly as the product has it; French in ./aside.fr.ts. */
export const CONTENT_ASIDE = {
  label: 'Next steps',
  title: 'Talk to an adviser',
  text: 'Tell us what you need and we will answer with the next concrete steps, the documents involved and our fee before any work starts.',
  contact: 'Contact us',
  majors: 'Browse majors',
} as const;
