import { SITE_TEXTS } from '@studychina/contracts';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { MAJORS_PAGE_LINKS, type MajorsPageResponse } from '@studychina/contracts';
import { PageBanner } from '../../components/PageBanner';
import { hasCode } from '../../lib/api';
import { initialData } from '../../lib/initial-data';
import { useLoad } from '../../lib/useLoad';
import { fetchMajorsPage } from './majors.api';
import { MajorsGrid } from './MajorsGrid';
import { Pager } from './Pager';
import './majors.css';
import { inContentLanguage } from '../../lib/content-language';
import { useLocale, useText } from '../../lib/i18n';

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** docs/product.md#majors-page: all majors, paged; the page number lives in the URL so back/forward and shared links work. */
export function MajorsPage() {
  const { nav, majors: MAJORS_PAGE } = useText(SITE_TEXTS);
  const { locale } = useLocale();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  // Load errors are only logged (docs/product.md#majors-page): a failed page shows no grid. The majors come in
  // the page's language (issue 28).
  const key = [inContentLanguage('/majors', locale), page];
  const result = useLoad(key, (signal) => fetchMajorsPage(page, locale, signal), {
    initialData: initialData<MajorsPageResponse>(key),
  });
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [page]);

  const go = (to: number) => setParams(to === 1 ? {} : { page: String(to) });

  return (
    <>
      <PageBanner title={nav.majors} image="/media/heroes/study-medicine.svg" />
      <div className="container section">
        <p className="majors-note">
          {MAJORS_PAGE.note}{' '}
          <Link to="/apply" className="link">
            {MAJORS_PAGE.applyHere}
          </Link>
        </p>
        <section aria-labelledby="all-majors">
          <div className="section-head">
            <h2 id="all-majors">{MAJORS_PAGE.heading}</h2>
            <p>{MAJORS_PAGE.subheading}</p>
          </div>
          {result.status === 'loading' && (
            <div className="majors-loading" role="status">
              <img src="/loading.svg" alt={MAJORS_PAGE.loading} width={64} height={64} />
            </div>
          )}
          {/* A stale or mistyped link (?page=99): say so and lead back, rather than an empty grid. */}
          {result.status === 'failed' && hasCode(result.error, 'PAGE_OUT_OF_RANGE') && (
            <div className="alert alert-error" role="alert">
              <p>{result.error.message}</p>
              <FirstPageLink />
            </div>
          )}
          {result.status === 'ready' && (
            <>
              <MajorsGrid majors={result.data.data} />
              <Pager page={result.data.current_page} lastPage={result.data.last_page} onPage={go} />
            </>
          )}
        </section>
      </div>
    </>
  );
}

/**
 * The out-of-range answer's way back. Only it goes through the French of messages (loaded after the first paint,
 * here when it shows): what the page shows first is in the site texts, so a French visit hydrates without them.
 */
function FirstPageLink() {
  const { majorsFirstPage } = useText(MAJORS_PAGE_LINKS);
  return (
    <Link to="/majors" className="link">
      {majorsFirstPage}
    </Link>
  );
}
