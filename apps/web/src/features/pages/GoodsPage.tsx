import { useTexts } from '../../lib/i18n';
import { ContentPage } from './ContentPage';

/** docs/product.md#content-pages: Import & Export of Goods; the text covers buying, negotiating, import/export and compliance. */
export function GoodsPage() {
  // The heading and links in the page's language (the French pages under /fr are pre-rendered in French).
  const NAV_LABELS = useTexts().nav;
  return (
    <ContentPage title={NAV_LABELS.goods} image="/media/heroes/business-trade.svg">
      <p className="lead">
        We help you buy goods and technology in China and bring them home safely: the right supplier, a fair deal, a
        documented shipment and goods that clear customs.
      </p>

      <h2>Buying goods in China</h2>
      <p>
        We find and compare suppliers for what you need, from consumer goods and building materials to machinery, solar
        equipment and electronics. We check that a supplier is a registered business, ask for samples, and can visit the
        factory or arrange an independent inspection before you pay the balance.
      </p>

      <h2>Negotiating deals</h2>
      <ul>
        <li>Price, minimum order quantity, packaging and labelling agreed in writing, in English and Chinese.</li>
        <li>Clear trade terms (Incoterms such as FOB or CIF) so you know who pays for what, up to which point.</li>
        <li>
          Safer payment terms, such as a deposit with the balance after inspection, or a letter of credit for larger
          orders.
        </li>
        <li>Quality standards and what happens if goods arrive late, short or defective.</li>
      </ul>

      <h2>Import and export processes</h2>
      <ol className="steps">
        <li>
          <h3>Order and production follow-up</h3>
          <p>We track production against the agreed schedule and report to you with photos.</p>
        </li>
        <li>
          <h3>Inspection and consolidation</h3>
          <p>Goods are inspected before loading; smaller orders from several suppliers can share a container.</p>
        </li>
        <li>
          <h3>Shipping and documents</h3>
          <p>
            We work with freight forwarders for sea or air freight and make sure the commercial invoice, packing list,
            bill of lading and certificate of origin are complete and consistent.
          </p>
        </li>
        <li>
          <h3>Arrival and clearance</h3>
          <p>
            We coordinate with your clearing agent at the port of arrival so duties can be assessed and the goods
            released.
          </p>
        </li>
      </ol>

      <h2>Regulatory compliance</h2>
      <p>
        Many African countries require conformity certificates for imported goods, such as Nigeria's SONCAP for
        regulated products, and some goods need import permits or are prohibited. On the Chinese side, certain products
        and technologies need export licences. We check the rules that apply to your goods and your destination before
        you order, so the shipment does not get stuck at the port.
      </p>
      <p>
        We also help in the other direction: African producers who want to sell to Chinese buyers, with product
        registration, labelling in Chinese and introductions to importers.
      </p>
    </ContentPage>
  );
}
