import { useContentTexts, useTexts } from '../../lib/i18n';
import { ContentPage } from './ContentPage';
import { TRANSLATION_PAGE } from '@studychina/contracts/content-pages/translation';

/** docs/product.md#content-pages: Translation; the text covers legal documents and business contracts. */
export function TranslationPage() {
  // The heading and links in the page's language (the French pages under /fr are pre-rendered in French).
  const NAV_LABELS = useTexts().nav;
  const TEXT = useContentTexts(
    TRANSLATION_PAGE,
    async () => (await import('@studychina/contracts/content-pages/translation.fr')).TRANSLATION_PAGE_FR,
  );
  return (
    <ContentPage title={NAV_LABELS.translation} image="/media/heroes/learn-chinese.svg">
      <p className="lead">{TEXT.lead}</p>

      <h2>{TEXT.legalTitle}</h2>
      <ul>
        {TEXT.legal.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>{TEXT.certified}</p>

      <h2>{TEXT.contractsTitle}</h2>
      <p>{TEXT.contracts}</p>
      <p>{TEXT.notLegalAdvice}</p>

      <h2>{TEXT.stepsTitle}</h2>
      <ol className="steps">
        {TEXT.steps.map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      <p>{TEXT.confidential}</p>
    </ContentPage>
  );
}
