import { SITE_TEXTS } from '@studychina/contracts';
import { Link } from 'react-router-dom';
import { useText } from '../../lib/i18n';

/** docs/product.md#home: the four service pages, each in a sentence, plus the majors list. */
const SERVICES = [
  {
    to: '/admission',
    key: 'admission',
    icon: 'M12 3 1 9l11 6 9-4.9V17h2V9L12 3Zm-6 10.2V17l6 3.3 6-3.3v-3.8l-6 3.3-6-3.3Z',
  },
  {
    to: '/business',
    key: 'business',
    icon: 'M10 3h4a2 2 0 0 1 2 2v2h4a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2h4V5a2 2 0 0 1 2-2Zm0 4h4V5h-4v2Z',
  },
  {
    to: '/goods',
    key: 'goods',
    icon: 'M3 7l9-4 9 4v10l-9 4-9-4V7Zm9 2.2L6.4 6.7 5 7.3v.1l7 3.1 7-3.1v-.1l-1.4-.6L12 9.2Z',
  },
  {
    to: '/translation',
    key: 'translation',
    icon: 'M4 4h9v2H9.9c-.5 2-1.4 3.8-2.6 5.2l2.4 2.4-1.4 1.4-2.3-2.3L3.4 15.3 2.3 13.7l2.6-2.1A11 11 0 0 1 3.7 8h2.1c.3.9.7 1.7 1.2 2.4.8-1.1 1.4-2.6 1.8-4.4H2V4h2Zm11 6h2l4 10h-2.2l-.8-2h-4l-.8 2H11l4-10Zm-.2 6h2.4L16 13l-1.2 3Z',
  },
] as const;

export function ServicesOverview() {
  const texts = useText(SITE_TEXTS);
  return (
    <section className="section" aria-labelledby="services-title">
      <div className="container">
        <div className="section-head">
          <span className="eyebrow">{texts.home.services.eyebrow}</span>
          <h2 id="services-title">{texts.home.services.title}</h2>
          <p>{texts.home.services.lead}</p>
        </div>
        <ul className="services-grid" role="list">
          {SERVICES.map((service) => (
            <li key={service.to} className="service-card">
              <svg
                aria-hidden="true"
                focusable="false"
                width={40}
                height={40}
                viewBox="0 0 24 24"
                className="service-icon"
              >
                <path d={service.icon} fill="currentColor" />
              </svg>
              <h3>
                <Link to={service.to} className="stretched-link">
                  {texts.nav[service.key]}
                </Link>
              </h3>
              <p>{texts.home.services[service.key]}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
