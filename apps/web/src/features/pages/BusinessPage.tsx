import { SITE_TEXTS } from '@studychina/contracts';
import { useText } from '../../lib/i18n';
import { useSiteContent } from '../../lib/site-content';
import { ContentPage, StepList } from './ContentPage';
import { BUSINESS_PAGE } from '@studychina/contracts/content-pages/business';

/** docs/product.md#content-pages: Business Consultation, descriptive. */
export function BusinessPage() {
  // The heading and links in the page's language (the French pages under /fr are pre-rendered in French).
  const NAV_LABELS = useText(SITE_TEXTS).nav;
  // The texts editors published (decision 0127); those contracts ship until the answer is in.
  const TEXT = useSiteContent(
    'pages/business',
    useText(
      BUSINESS_PAGE,
      async () => (await import('@studychina/contracts/content-pages/business.fr')).BUSINESS_PAGE_FR,
    ),
  );
  return (
    <ContentPage title={NAV_LABELS.business} image="/media/heroes/business-trade.svg">
      <p className="lead">{TEXT.lead}</p>

      <h2>{TEXT.helpTitle}</h2>
      <div className="value-grid">
        {TEXT.help.map((item) => (
          <div key={item.title}>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </div>
        ))}
      </div>

      <h2>{TEXT.stepsTitle}</h2>
      <StepList steps={TEXT.steps} />

      <h2>{TEXT.audienceTitle}</h2>
      <p>{TEXT.audience}</p>
    </ContentPage>
  );
}
