/** The English of /business (docs/product.md#content-pages), exactly as the product has it; French in ./business.fr.ts. */
export const BUSINESS_PAGE = {
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
} as const;
