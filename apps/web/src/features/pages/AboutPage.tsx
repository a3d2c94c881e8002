import { SITE_TEXTS } from '@studychina/contracts';
import { Link } from 'react-router-dom';
import { useText } from '../../lib/i18n';
import { useSiteContent } from '../../lib/site-content';
import { ContentPage, TextList } from './ContentPage';
import { ABOUT_PAGE } from '@studychina/contracts/content-pages/about';

/** docs/product.md#content-pages: the company, its mission, its vision and five services. */
export function AboutPage() {
  // The heading and links in the page's language (the French pages under /fr are pre-rendered in French).
  const NAV_LABELS = useText(SITE_TEXTS).nav;
  // The texts editors published (decision 0127); those contracts ship until the answer is in.
  const TEXT = useSiteContent(
    'pages/about',
    useText(ABOUT_PAGE, async () => (await import('@studychina/contracts/content-pages/about.fr')).ABOUT_PAGE_FR),
  );
  return (
    <ContentPage title={NAV_LABELS.about} image="/media/heroes/learn-chinese.svg">
      <p className="lead">{TEXT.lead}</p>
      <p>{TEXT.intro}</p>

      <h2>{TEXT.missionTitle}</h2>
      <p>{TEXT.mission}</p>

      <h2>{TEXT.visionTitle}</h2>
      <p>{TEXT.vision}</p>

      <h2>{TEXT.servicesTitle}</h2>
      <div className="value-grid">
        <div>
          <h3>
            <Link to="/admission" className="link">
              {NAV_LABELS.admission}
            </Link>
          </h3>
          <p>{TEXT.services.admission}</p>
        </div>
        <div>
          <h3>
            <Link to="/business" className="link">
              {NAV_LABELS.business}
            </Link>
          </h3>
          <p>{TEXT.services.business}</p>
        </div>
        <div>
          <h3>
            <Link to="/goods" className="link">
              {NAV_LABELS.goods}
            </Link>
          </h3>
          <p>{TEXT.services.goods}</p>
        </div>
        <div>
          <h3>
            <Link to="/translation" className="link">
              {NAV_LABELS.translation}
            </Link>
          </h3>
          <p>{TEXT.services.translation}</p>
        </div>
        <div>
          <h3>{TEXT.supportTitle}</h3>
          <p>{TEXT.support}</p>
        </div>
      </div>

      <h2>{TEXT.howTitle}</h2>
      <TextList items={TEXT.how} />
    </ContentPage>
  );
}
