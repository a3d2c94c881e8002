import { SITE_TEXTS } from '@studychina/contracts';
import { useText } from '../../lib/i18n';
import { useSiteContent } from '../../lib/site-content';
import { ContentPage, StepList, TextList } from './ContentPage';
import { TRANSLATION_PAGE } from '@studychina/contracts/content-pages/translation';

/** docs/product.md#content-pages: Translation; the text covers legal documents and business contracts. */
export function TranslationPage() {
  // The heading and links in the page's language (the French pages under /fr are pre-rendered in French).
  const NAV_LABELS = useText(SITE_TEXTS).nav;
  // The texts editors published (decision 0127); those contracts ship until the answer is in.
  const TEXT = useSiteContent(
    'pages/translation',
    useText(
      TRANSLATION_PAGE,
      async () => (await import('@studychina/contracts/content-pages/translation.fr')).TRANSLATION_PAGE_FR,
    ),
  );
  return (
    <ContentPage title={NAV_LABELS.translation} image="/media/heroes/learn-chinese.svg">
      <p className="lead">{TEXT.lead}</p>

      <h2>{TEXT.legalTitle}</h2>
      <TextList items={TEXT.legal} />
      <p>{TEXT.certified}</p>

      <h2>{TEXT.contractsTitle}</h2>
      <p>{TEXT.contracts}</p>
      <p>{TEXT.notLegalAdvice}</p>

      <h2>{TEXT.stepsTitle}</h2>
      <StepList steps={TEXT.steps} />
      <p>{TEXT.confidential}</p>
    </ContentPage>
  );
}
