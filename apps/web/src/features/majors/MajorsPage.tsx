import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { MAJORS_PAGE, NAV_LABELS, type MajorsPageResponse } from '@studychina/contracts';
import { PageBanner } from '../../components/PageBanner';
import { fetchMajorsPage } from './majors.api';
import { MajorsGrid } from './MajorsGrid';
import { Pager } from './Pager';
import './majors.css';

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; result: MajorsPageResponse };

/** SPEC 2 "Majors page": all majors, paged; the page number lives in the URL so back/forward and shared links work. */
export function MajorsPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    fetchMajorsPage(page).then(
      (result) => current && setState({ status: 'ready', result }),
      (error: unknown) => {
        // SPEC 8: majors load errors are only logged.
        console.error('majors failed to load', error);
        if (current) setState({ status: 'failed' });
      },
    );
    window.scrollTo(0, 0);
    return () => {
      current = false;
    };
  }, [page]);

  const go = (to: number) => setParams(to === 1 ? {} : { page: String(to) });

  return (
    <>
      <PageBanner title={NAV_LABELS.majors} image="/media/heroes/study-medicine.svg" />
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
          {state.status === 'loading' && (
            <div className="majors-loading" role="status">
              <img src="/loading.svg" alt="Loading majors" width={64} height={64} />
            </div>
          )}
          {state.status === 'ready' && (
            <>
              <MajorsGrid majors={state.result.data} />
              <Pager page={state.result.current_page} lastPage={state.result.last_page} onPage={go} />
            </>
          )}
        </section>
      </div>
    </>
  );
}
