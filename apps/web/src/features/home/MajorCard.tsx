import { SITE_TEXTS } from '@studychina/contracts';
import { Link } from 'react-router-dom';
import type { Major } from '@studychina/contracts';
import { useText } from '../../lib/i18n';

/**
 * A major on the home page (short_desc reading, docs/product.md#api-majors). Images are lazy: they sit below the fold.
 * Its name leads to the programmes of that major in the catalogue (issue 28), the `major` filter taking its id.
 */
export function MajorCard({ major }: { major: Major }) {
  const MAJORS_PAGE = useText(SITE_TEXTS).majors;
  return (
    <article className="card major-card">
      <img src={major.image} alt={major.name} width={400} height={260} loading="lazy" decoding="async" />
      <div className="major-card-body">
        <h3>
          <Link to={`/programmes?major=${major.id}`} className="link">
            {major.name}
          </Link>
        </h3>
        <p>{major.short_desc}</p>
        <Link to="/apply" className="btn btn-secondary btn-sm" aria-label={`${MAJORS_PAGE.apply}: ${major.name}`}>
          {MAJORS_PAGE.apply}
        </Link>
      </div>
    </article>
  );
}
