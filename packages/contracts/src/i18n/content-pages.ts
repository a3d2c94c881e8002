/**
 * The English body texts of the five content pages (docs/product.md#content-pages), exactly as SPEC has them.
 * ./content-pages.fr.ts is typed by it. The web's content pages (apps/web/src/features/pages) import this
 * module from their own lazy chunks, and the French one lazily for French visitors only, so neither weighs
 * on the home page's first download (issue 17).
 */
export const CONTENT_PAGES = {
  /** The side card of every content page. */
  aside: {
    label: 'Next steps',
    title: 'Talk to an adviser',
    text: 'Tell us what you need and we will answer with the next concrete steps, the documents involved and our fee before any work starts.',
    contact: 'Contact us',
    majors: 'Browse majors',
  },
  about: {
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
  },
  admission: {
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
  },
  business: {
    lead: "Doing business with China rewards preparation. From our office in Guangzhou, at the heart of China's trading south, we help African entrepreneurs and companies make decisions with facts in hand.",
    helpTitle: 'What we help with',
    help: [
      {
        title: 'Market and supplier research',
        text: 'Which cities and industrial clusters make what you need, typical price ranges, minimum order quantities and lead times.',
      },
      {
        title: 'Trade fairs and factory visits',
        text: 'Planning a visit to the Canton Fair or other trade shows, invitation letters for your business visa, interpreters and factory appointments.',
      },
      {
        title: 'Company set-up and partnerships',
        text: 'Explaining the options for a presence in China, from a representative relationship to a company, and introducing you to licensed accountants and lawyers.',
      },
      {
        title: 'Negotiation and contracts',
        text: 'Preparing your negotiation, reviewing terms of payment, quality and delivery, and translating contracts so both sides sign the same thing.',
      },
    ],
    stepsTitle: 'How an engagement runs',
    steps: [
      {
        title: 'Briefing',
        text: 'You tell us your goal, your budget and your timeline; we tell you what we can do, what we cannot, and our fee.',
      },
      {
        title: 'Research and options',
        text: 'We come back with written findings and options, not a single recommendation you cannot check.',
      },
      {
        title: 'Execution and follow-up',
        text: 'We accompany meetings, visits and negotiations, in person or online, and follow up until the deal is closed or dropped.',
      },
    ],
    audienceTitle: 'Who it is for',
    audience:
      'Traders buying stock for shops and markets at home, manufacturers looking for machinery, families supporting a student who want to start a business alongside, and companies exploring a partnership with a Chinese firm.',
  },
  goods: {
    lead: 'We help you buy goods and technology in China and bring them home safely: the right supplier, a fair deal, a documented shipment and goods that clear customs.',
    buyingTitle: 'Buying goods in China',
    buying:
      'We find and compare suppliers for what you need, from consumer goods and building materials to machinery, solar equipment and electronics. We check that a supplier is a registered business, ask for samples, and can visit the factory or arrange an independent inspection before you pay the balance.',
    dealsTitle: 'Negotiating deals',
    deals: [
      'Price, minimum order quantity, packaging and labelling agreed in writing, in English and Chinese.',
      'Clear trade terms (Incoterms such as FOB or CIF) so you know who pays for what, up to which point.',
      'Safer payment terms, such as a deposit with the balance after inspection, or a letter of credit for larger orders.',
      'Quality standards and what happens if goods arrive late, short or defective.',
    ],
    stepsTitle: 'Import and export processes',
    steps: [
      {
        title: 'Order and production follow-up',
        text: 'We track production against the agreed schedule and report to you with photos.',
      },
      {
        title: 'Inspection and consolidation',
        text: 'Goods are inspected before loading; smaller orders from several suppliers can share a container.',
      },
      {
        title: 'Shipping and documents',
        text: 'We work with freight forwarders for sea or air freight and make sure the commercial invoice, packing list, bill of lading and certificate of origin are complete and consistent.',
      },
      {
        title: 'Arrival and clearance',
        text: 'We coordinate with your clearing agent at the port of arrival so duties can be assessed and the goods released.',
      },
    ],
    complianceTitle: 'Regulatory compliance',
    compliance:
      "Many African countries require conformity certificates for imported goods, such as Nigeria's SONCAP for regulated products, and some goods need import permits or are prohibited. On the Chinese side, certain products and technologies need export licences. We check the rules that apply to your goods and your destination before you order, so the shipment does not get stuck at the port.",
    export:
      'We also help in the other direction: African producers who want to sell to Chinese buyers, with product registration, labelling in Chinese and introductions to importers.',
  },
  translation: {
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
  },
} as const;
export type ContentPagesTexts = typeof CONTENT_PAGES;
