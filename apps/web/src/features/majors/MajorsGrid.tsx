import { SITE_TEXTS } from '@studychina/contracts';
import { Link } from 'react-router-dom';
import type { Major } from '@studychina/contracts';
import { useText } from '../../lib/i18n';

/** Majors-page cards: image, name, description (the `description` reading, docs/product.md#api-majors) and Apply. */
export function MajorsGrid({ majors }: { majors: Major[] }) {
  const MAJORS_PAGE = useText(SITE_TEXTS).majors;
  return (
    <ul className="majors-grid" role="list">
      {majors.map((major, index) => (
        <li key={major.id}>
          <article className="card majors-card">
            <img
              src={major.image}
              alt={major.name}
              width={400}
              height={260}
              // The first row is usually on screen: load it at once, the rest as the visitor scrolls.
              loading={index < 3 ? 'eager' : 'lazy'}
              decoding="async"
            />
            <div className="majors-card-body">
              <h3>{major.name}</h3>
              <p>{major.description}</p>
              <Link to="/apply" className="btn btn-primary btn-sm" aria-label={`${MAJORS_PAGE.apply}: ${major.name}`}>
                {MAJORS_PAGE.apply}
              </Link>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
