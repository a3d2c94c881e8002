import { SITE_TEXTS } from '@studychina/contracts';
import { Link } from 'react-router-dom';
import type { Major } from '@studychina/contracts';
import { useText } from '../../lib/i18n';
import { MajorCard } from './MajorCard';

/** docs/product.md#home: 'Other Majors' shows the first 6 majors. */
export const OTHER_MAJORS_COUNT = 6;

export function OtherMajors({ majors }: { majors: Major[] }) {
  const texts = useText(SITE_TEXTS).majors;
  return (
    <section className="section section-alt" aria-labelledby="other-majors">
      <div className="container">
        <div className="section-head">
          <h2 id="other-majors">{texts.otherMajors}</h2>
        </div>
        <ul className="grid other-majors-grid" role="list" data-testid="other-majors">
          {majors.slice(0, OTHER_MAJORS_COUNT).map((major) => (
            <li key={major.id}>
              <MajorCard major={major} />
            </li>
          ))}
        </ul>
        <p className="center">
          <Link to="/majors" className="btn btn-primary">
            {texts.seeAll}
          </Link>
        </p>
      </div>
    </section>
  );
}
