import { use } from 'react';
import type { PRIVACY_PAGE } from '@studychina/contracts/content-pages/privacy';
import { useLocale } from '../../lib/i18n';
import { ContentPage } from './ContentPage';

type PrivacyTexts = typeof PRIVACY_PAGE;
/** Each language's texts, loaded once: the page's code rides in the FAQ's chunk, its words in chunks of their own. */
const loaded = new Map<string, Promise<PrivacyTexts>>();
const textsIn = (locale: string): Promise<PrivacyTexts> => {
  let texts = loaded.get(locale);
  if (!texts) {
    texts =
      locale === 'fr'
        ? import('@studychina/contracts/content-pages/privacy.fr').then((m) => m.PRIVACY_PAGE_FR as PrivacyTexts)
        : import('@studychina/contracts/content-pages/privacy').then((m) => m.PRIVACY_PAGE);
    loaded.set(locale, texts);
  }
  return texts;
};

/**
 * /privacy (issue 31): what we keep, why, for how long and where it goes, in the page's language; pre-rendered like the
 * other public pages. It is exported by ./FaqPage.tsx and its route loads that chunk: a route of its own would have
 * grown every page's first download past the catalogue's budget (docs/decisions/0137-students-data-rights.md).
 */
export function PrivacyPage() {
  const { locale } = useLocale();
  const TEXT = use(textsIn(locale));
  return (
    <ContentPage title={TEXT.title} image="/media/heroes/learn-chinese.svg">
      <p className="lead">{TEXT.lead}</p>
      {TEXT.sections.map((section, i) => (
        <section key={section.title} aria-labelledby={`privacy-${i}`}>
          <h2 id={`privacy-${i}`}>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </ContentPage>
  );
}
