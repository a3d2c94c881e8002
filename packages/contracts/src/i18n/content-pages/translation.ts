/** The English of /translation (docs/product.md#content-pages), exactly as the product has it; French in ./translation.fr.ts. */
export const TRANSLATION_PAGE = {
  lead: 'Accurate English–Chinese translation for documents where every word matters: legal papers, business contracts and the records you need to study, work or trade in China.',
  legalTitle: 'Legal documents',
  legal: [
    'Birth, marriage and police (non-criminal record) certificates.',
    'Court judgements, powers of attorney, affidavits and company registration documents.',
    'Academic certificates and transcripts for admission and for verification.',
    'Medical reports and bank statements for visa and residence applications.',
  ],
  certified:
    "When an authority requires a certified translation, we arrange it through a translation company whose certification is accepted in China, and we tell you in advance when a document also needs notarisation or legalisation (for example by your country's foreign ministry and the Chinese embassy) before it is translated.",
  contractsTitle: 'Business contracts',
  contracts:
    'Supply agreements, distribution and agency contracts, purchase orders, quotations and product specifications. We translate them so both parties sign the same obligations, and point out terms that read differently in the two languages, such as delivery terms, penalties, governing law and how disputes are settled.',
  notLegalAdvice:
    'Translation is not legal advice: for the substance of a contract we recommend a lawyer, and we can work alongside yours.',
  stepsTitle: 'How it works',
  steps: [
    {
      title: 'Send us the document',
      text: 'A clear scan or photo is enough for a quote: we reply with the price and delivery date.',
    },
    {
      title: 'Translation and review',
      text: 'One translator translates, a second checks names, numbers, dates and terminology against the original.',
    },
    {
      title: 'Delivery',
      text: 'You receive the translation as a PDF, and as a stamped paper copy when it is certified.',
    },
  ],
  confidential: 'Your documents are kept confidential and used only for the translation you asked for.',
} as const;
