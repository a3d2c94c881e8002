/** The English of /about (docs/product.md#content-pages), exactly as the product has it; French in ./about.fr.ts. */
export const ABOUT_PAGE = {
  lead: 'Study in China Admissions is a consultancy based in Guangzhou that helps students from Nigeria and the rest of Africa win admission to universities and polytechnics in China, and supports the families and businesses that work between Africa and China.',
  intro:
    'We started with students: young people who had heard that China offers strong, affordable degrees in medicine, engineering and business, but did not know which schools to trust, how to apply, or what the visa and residence rules require. Today we guide them from the first question to the day they register on campus, and we stay in touch once they have arrived.',
  missionTitle: 'Our mission',
  mission:
    'To make studying in China a clear, honest and well-prepared choice for African students: the right programme at a recognised institution, a complete application, and no surprises about costs, language requirements or life after arrival.',
  visionTitle: 'Our vision',
  vision:
    'A generation of African graduates who studied in China and return, or build careers abroad, with qualifications employers recognise, and lasting ties of education and trade between our continent and China.',
  servicesTitle: 'Our five services',
  services: {
    admission:
      'Choosing programmes, preparing documents, applying, scholarship applications, the JW202 admission papers and the X1 study visa.',
    business: 'Practical advice for entrepreneurs who want to trade with, invest in or set up in China.',
    goods: 'Sourcing goods and technology in China, negotiating with suppliers, and handling shipping and customs.',
    translation: 'English–Chinese translation of legal documents, academic records and business contracts.',
  },
  supportTitle: 'Client support',
  support: 'One adviser who follows your case, answers on phone, e-mail and WhatsApp, and helps after arrival.',
  howTitle: 'How we work',
  how: [
    'We explain our fees in writing before we start, and the fees universities charge are paid to the universities.',
    'We only recommend institutions that are authorised to admit international students.',
    'We tell you plainly when a programme, a scholarship or a deadline is out of reach, and suggest an alternative.',
    'Your documents are used only for your application and are never shared without your consent.',
  ],
} as const;
