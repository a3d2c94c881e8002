import { FAQ_SEED, SITE_TEXTS, type SiteFaqEntry } from '@studychina/contracts';
import { FAQ_PAGE } from '@studychina/contracts/content-pages/faq';
import { useLocale, useText } from '../../lib/i18n';
import { useSiteContent } from '../../lib/site-content';
import { ContentPage } from './ContentPage';

// /privacy's page travels in this chunk (its route loads it from here: docs/decisions/0137-students-data-rights.md).
export { PrivacyPage } from './PrivacyPage';

type Topic = SiteFaqEntry['topic'];

/**
 * /faq (issue 29): the questions editors published, by topic, in the page's language (decision 0127); those
 * contracts ship (FAQ_SEED) until the answer is in. Each question is a heading with its answer below, all in the
 * HTML, so crawlers and readers without JavaScript read every answer.
 */
export function FaqPage() {
  const NAV_LABELS = useText(SITE_TEXTS).nav;
  const { locale } = useLocale();
  const TEXT = useText(FAQ_PAGE, async () => (await import('@studychina/contracts/content-pages/faq.fr')).FAQ_PAGE_FR);
  const entries = useSiteContent<SiteFaqEntry[]>(
    'faq',
    FAQ_SEED.map((q) => ({
      key: q.key,
      topic: q.topic,
      question: (locale === 'fr' && q.questionFr) || q.question,
      answer: (locale === 'fr' && q.answerFr) || q.answer,
    })),
  );
  // The answer comes ordered by topic: each topic once, where it first appears.
  const topics = [...new Set(entries.map((entry) => entry.topic))] as Topic[];
  return (
    <ContentPage title={NAV_LABELS.faq} image="/media/heroes/learn-chinese.svg">
      <p className="lead">{TEXT.lead}</p>
      {topics.map((topic) => (
        <section key={topic} aria-labelledby={`faq-${topic}`}>
          <h2 id={`faq-${topic}`}>{TEXT.topics[topic]}</h2>
          {entries
            .filter((entry) => entry.topic === topic)
            .map((entry) => (
              <div key={entry.key} className="faq-entry">
                <h3>{entry.question}</h3>
                <p>{entry.answer}</p>
              </div>
            ))}
        </section>
      ))}
    </ContentPage>
  );
}
