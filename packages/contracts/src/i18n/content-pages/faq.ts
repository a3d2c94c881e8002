/** The English of /faq's own texts (its questions are content: contracts' FAQ_SEED, then what editors publish); French in ./faq.fr.ts. */
export const FAQ_PAGE = {
  lead: 'Answers to the questions students and parents ask us most: admission, costs, scholarships, the visa and the language of study.',
  /** A heading per topic, in the order the page shows them. */
  topics: {
    admission: 'Admission',
    fees: 'Fees and costs',
    scholarships: 'Scholarships',
    visa: 'Visa and arrival',
    language: 'Language of study',
    life: 'Life in China',
  },
} as const;
