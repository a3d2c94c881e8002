import { SITE_TEXTS } from '@studychina/contracts';
import { useText } from '../../lib/i18n';
import { useSiteContent } from '../../lib/site-content';

/*
 * docs/product.md#home: the student testimonials editors publish (decision 0127). The three that ship are
 * PLACEHOLDERS: replace them with real students' words, names and programmes, published with their written consent.
 */
/** The students' names, in the order of the quotes of contracts' SITE_TEXTS.home.testimonials. */
const NAMES = ['Chiamaka O.', 'Kwame A.', 'Ibrahim S.'] as const;

export function Testimonials() {
  const texts = useText(SITE_TEXTS).home.testimonials;
  const testimonials = useSiteContent(
    'testimonials',
    texts.quotes.map((quote, i) => ({ ...quote, name: NAMES[i] ?? '', key: String(i) })),
  );
  return (
    <section className="section section-alt" aria-labelledby="testimonials-title">
      <div className="container">
        <div className="section-head">
          <span className="eyebrow">{texts.eyebrow}</span>
          <h2 id="testimonials-title">{texts.title}</h2>
        </div>
        <ul className="testimonials" role="list">
          {testimonials.map((t) => (
            <li key={t.key}>
              <figure className="testimonial">
                <blockquote>
                  <p>{t.quote}</p>
                </blockquote>
                <figcaption>
                  <span className="avatar" aria-hidden="true">
                    {t.name.charAt(0)}
                  </span>
                  <span>
                    <strong>{t.name}</strong>
                    <br />
                    <span className="muted">{t.detail}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
