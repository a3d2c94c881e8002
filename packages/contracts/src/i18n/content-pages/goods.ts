/** The English of /goods (docs/product.md#content-pages), exactly as the product has it; French in ./goods.fr.ts. */
export const GOODS_PAGE = {
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
} as const;
