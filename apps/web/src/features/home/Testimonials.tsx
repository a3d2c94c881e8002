import { SITE_TEXTS } from '@studychina/contracts';
import { useText } from '../../lib/i18n';

/*
 * docs/product.md#home: three student testimonials. PLACEHOLDERS: replace with real students' words, names and
 * programmes, published with their written consent, before launch.
 */
/** The students' names, in the order of the quotes of contracts' SITE_TEXTS.home.testimonials. */
const NAMES = ['Chiamaka O.', 'Kwame A.', 'Ibrahim S.'] as const;

export function Testimonials() {
  const texts = useText(SITE_TEXTS).home.testimonials;
  const testimonials = texts.quotes.map((quote, i) => ({ ...quote, name: NAMES[i] ?? '' }));
  return (
    <section className="section section-alt" aria-labelledby="testimonials-title">
      <div className="container">
        <div className="section-head">
          <span className="eyebrow">{texts.eyebrow}</span>
          <h2 id="testimonials-title">{texts.title}</h2>
        </div>
        <ul className="testimonials" role="list">
          {testimonials.map((t) => (
            <li key={t.name}>
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
