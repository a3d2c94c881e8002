/** The English of /admission (docs/product.md#content-pages), exactly as the product has it; French in ./admission.fr.ts. */
export const ADMISSION_PAGE = {
  lead: "We take you from choosing a programme to registering on campus in China: undergraduate, master's and PhD degrees, diploma programmes at polytechnics, and Chinese language years.",
  stepsTitle: 'How the process works',
  steps: [
    {
      title: 'Free first consultation',
      text: 'We look at your results, budget, preferred course and preferred language of study (English or Chinese) and tell you honestly what is realistic.',
    },
    {
      title: 'Choosing programmes and schools',
      text: 'We shortlist programmes at universities and polytechnics authorised to admit international students, with their tuition, intake dates and entry requirements.',
    },
    {
      title: 'Preparing your documents',
      text: 'We check each document before it is sent, arrange certified translations where needed, and help you write a clear study plan or research proposal.',
    },
    {
      title: 'Applications and scholarships',
      text: 'We submit your applications, apply for the scholarships you qualify for, and prepare you for any interview or entrance test.',
    },
    {
      title: 'Admission letter, JW202 and visa',
      text: 'Once admitted, you receive the admission letter and the JW201 or JW202 form. We guide your X1 (long stay) or X2 (short stay) study visa application at the Chinese embassy or visa centre.',
    },
    {
      title: 'Travel, arrival and registration',
      text: 'We brief you before departure, help with airport pick-up and accommodation where the school offers it, and remind you of the residence permit, which must be applied for within 30 days of arrival.',
    },
  ],
  documentsTitle: 'Documents you will usually need',
  documents: [
    'An international passport valid well beyond your first year of study and a passport photo with a white background.',
    'Your WAEC/NECO results or final secondary school certificate, and for postgraduate study your degree certificate and transcripts.',
    "Two recommendation letters for master's and PhD applications, and a study plan or research proposal.",
    'The Foreigner Physical Examination Form, completed by a hospital, and a police (non-criminal record) certificate.',
    'Proof of funds, usually a recent bank statement from you or your sponsor.',
    'For English-taught programmes, an English proficiency certificate where the school asks for one; for Chinese-taught programmes, an HSK certificate.',
  ],
  documentsNote:
    'Requirements differ from school to school and change from year to year: we confirm the exact list for each programme you apply to.',
  scholarshipsTitle: 'Scholarships',
  scholarships:
    'Funding is available from the Chinese Government Scholarship, provincial and city governments and the universities themselves. Places are competitive and deadlines early (often between December and April for a September intake), so start as soon as you can.',
  /** "Ready to apply? Browse the [majors we support] or start your [application]." */
  ready: {
    before: 'Ready to apply? Browse the',
    majorsLink: 'majors we support',
    between: 'or start your',
    applyLink: 'application',
    after: '.',
  },
} as const;
