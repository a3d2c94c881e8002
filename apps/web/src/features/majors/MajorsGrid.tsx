import { SITE_TEXTS } from '@studychina/contracts';
import { Link } from 'react-router-dom';
import type { Major } from '@studychina/contracts';
import { ContentPicture } from '../../components/ContentPicture';
import { useText } from '../../lib/i18n';

/** A card's width (majors.css: columns of at least 17rem in the page's container): one, two, then three or more. */
const CARD_SIZES = '(min-width: 64rem) 24rem, (min-width: 38rem) 50vw, 100vw';

/** Majors-page cards: image (an editor's upload in every size and format made), name, description (the `description` reading, docs/product.md#api-majors) and Apply. */
export function MajorsGrid({ majors }: { majors: Major[] }) {
  const MAJORS_PAGE = useText(SITE_TEXTS).majors;
  return (
    <ul className="majors-grid" role="list">
      {majors.map((major, index) => (
        <li key={major.id}>
          <article className="card majors-card">
            <ContentPicture
              src={major.image}
              sizes={CARD_SIZES}
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
