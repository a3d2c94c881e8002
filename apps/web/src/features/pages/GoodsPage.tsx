import { SITE_TEXTS } from '@studychina/contracts';
import { useText } from '../../lib/i18n';
import { useSiteContent } from '../../lib/site-content';
import { ContentPage, StepList, TextList } from './ContentPage';
import { GOODS_PAGE } from '@studychina/contracts/content-pages/goods';

/** docs/product.md#content-pages: Import & Export of Goods; the text covers buying, negotiating, import/export and compliance. */
export function GoodsPage() {
  // The heading and links in the page's language (the French pages under /fr are pre-rendered in French).
  const NAV_LABELS = useText(SITE_TEXTS).nav;
  // The texts editors published (decision 0127); those contracts ship until the answer is in.
  const TEXT = useSiteContent(
    'pages/goods',
    useText(GOODS_PAGE, async () => (await import('@studychina/contracts/content-pages/goods.fr')).GOODS_PAGE_FR),
  );
  return (
    <ContentPage title={NAV_LABELS.goods} image="/media/heroes/business-trade.svg">
      <p className="lead">{TEXT.lead}</p>

      <h2>{TEXT.buyingTitle}</h2>
      <p>{TEXT.buying}</p>

      <h2>{TEXT.dealsTitle}</h2>
      <TextList items={TEXT.deals} />

      <h2>{TEXT.stepsTitle}</h2>
      <StepList steps={TEXT.steps} />

      <h2>{TEXT.complianceTitle}</h2>
      <p>{TEXT.compliance}</p>
      <p>{TEXT.export}</p>
    </ContentPage>
  );
}
