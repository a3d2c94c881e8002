import { SITE_TEXTS } from '@studychina/contracts';
import { useText } from '../../lib/i18n';

/** docs/product.md#home: what we actually do differently, no invented figures (texts: contracts' SITE_TEXTS). */
export function WhyChooseUs() {
  const texts = useText(SITE_TEXTS).home.why;
  return (
    <section className="section" aria-labelledby="why-title">
      <div className="container">
        <div className="section-head">
          <span className="eyebrow">{texts.eyebrow}</span>
          <h2 id="why-title">{texts.title}</h2>
        </div>
        <ul className="why-grid" role="list">
          {texts.reasons.map((reason) => (
            <li key={reason.title}>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
