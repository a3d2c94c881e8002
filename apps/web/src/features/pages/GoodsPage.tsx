import { useContentTexts, useTexts } from '../../lib/i18n';
import { ContentPage } from './ContentPage';
import { GOODS_PAGE } from '@studychina/contracts/content-pages/goods';

/** docs/product.md#content-pages: Import & Export of Goods; the text covers buying, negotiating, import/export and compliance. */
export function GoodsPage() {
  // The heading and links in the page's language (the French pages under /fr are pre-rendered in French).
  const NAV_LABELS = useTexts().nav;
  const TEXT = useContentTexts(
    GOODS_PAGE,
    async () => (await import('@studychina/contracts/content-pages/goods.fr')).GOODS_PAGE_FR,
  );
  return (
    <ContentPage title={NAV_LABELS.goods} image="/media/heroes/business-trade.svg">
      <p className="lead">{TEXT.lead}</p>

      <h2>{TEXT.buyingTitle}</h2>
      <p>{TEXT.buying}</p>

      <h2>{TEXT.dealsTitle}</h2>
      <ul>
        {TEXT.deals.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>

      <h2>{TEXT.stepsTitle}</h2>
      <ol className="steps">
        {TEXT.steps.map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>

      <h2>{TEXT.complianceTitle}</h2>
      <p>{TEXT.compliance}</p>
      <p>{TEXT.export}</p>
    </ContentPage>
  );
}
