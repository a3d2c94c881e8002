import { useState } from 'react';
import { Link } from 'react-router-dom';
import { COMPARE_MAX, type ProgrammeSummary, type ShortlistResponse } from '@studychina/contracts';
import { failureText } from '../../lib/api';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useLoad } from '../../lib/useLoad';
import { fetchShortlist, removeFromShortlist } from './shortlist.api';
import { daysLeft, formatDate, formatMonth, useCatalogueText } from './texts';
import './catalogue.css';

/**
 * The dashboard's shortlist (docs/product.md#shortlist): each saved programme with its university, next intake
 * and deadline (days left), a remove button, and up to COMPARE_MAX chosen to compare side by side.
 */
export function ShortlistPanel() {
  const { t, locale } = useCatalogueText();
  const { token } = useSession();
  const loaded = useLoad(token ? ['/shortlist', token] : null, (signal) => fetchShortlist(token!, signal));
  const [answer, setAnswer] = useState<ShortlistResponse | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [now] = useState(() => Date.now());
  const list = (answer ?? loaded.data)?.data;

  const remove = async (programme: ProgrammeSummary) => {
    try {
      setAnswer(await removeFromShortlist(token!, programme.id));
      setChosen((slugs) => slugs.filter((s) => s !== programme.slug));
    } catch (error) {
      toast.error(failureText(error, t('cataloguePage.shortlist.failed')));
    }
  };
  const choose = (slug: string, on: boolean) =>
    setChosen((slugs) => (on ? [...slugs, slug].slice(0, COMPARE_MAX) : slugs.filter((s) => s !== slug)));
  const full = chosen.length >= COMPARE_MAX;

  return (
    <section id="shortlist" className="catalogue-block shortlist-panel" aria-labelledby="shortlist-heading">
      <h2 id="shortlist-heading">{t('cataloguePage.shortlist.heading')}</h2>
      {list && list.length === 0 && (
        <p>
          {t('cataloguePage.shortlist.empty')}{' '}
          <Link to="/programmes" className="link">
            {t('cataloguePage.shortlist.browse')}
          </Link>
        </p>
      )}
      {list && list.length > 0 && (
        <>
          <ul role="list" className="shortlist-list">
            {list.map((p) => {
              const on = chosen.includes(p.slug);
              const intake = p.nextIntake;
              const days = intake ? daysLeft(intake.deadline, now) : null;
              return (
                <li key={p.id} className="shortlist-item">
                  <label className="shortlist-choose">
                    <input
                      type="checkbox"
                      checked={on}
                      disabled={!on && full}
                      onChange={(e) => choose(p.slug, e.target.checked)}
                      aria-label={t('cataloguePage.shortlist.select', { title: p.title })}
                    />
                  </label>
                  <div>
                    <Link to={`/programmes/${p.slug}`} className="link">
                      {p.title}
                    </Link>
                    <p>{`${p.university.name}, ${p.university.city.name}`}</p>
                    <p>
                      {intake
                        ? t('cataloguePage.shortlist.nextIntake', {
                            start: formatMonth(intake.start, locale),
                            deadline: formatDate(intake.deadline, locale),
                          })
                        : t('cataloguePage.shortlist.noIntake')}
                      {days != null && ` (${t('cataloguePage.programme.daysLeft', { days })})`}
                    </p>
                  </div>
                  <button
                    type="button"
                    className="btn btn-sm btn-secondary"
                    aria-label={t('cataloguePage.shortlist.remove', { title: p.title })}
                    onClick={() => void remove(p)}
                  >
                    {t('cataloguePage.shortlist.removeShort')}
                  </button>
                </li>
              );
            })}
          </ul>
          {full && <p>{t('cataloguePage.shortlist.limit', { max: COMPARE_MAX })}</p>}
          {chosen.length >= 2 ? (
            <Link to={`/compare?slugs=${chosen.map(encodeURIComponent).join(',')}`} className="btn btn-primary">
              {t('cataloguePage.shortlist.compare', { count: chosen.length })}
            </Link>
          ) : (
            <p>{t('cataloguePage.shortlist.compare', { count: chosen.length })}</p>
          )}
        </>
      )}
    </section>
  );
}
