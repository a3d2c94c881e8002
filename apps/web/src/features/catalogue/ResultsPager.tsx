import { Link } from 'react-router-dom';
import { useCatalogueText } from './texts';

/** Previous / "Page X of Y" / Next as links to the same search's other pages: they work without JavaScript. */
export function ResultsPager({ page, lastPage, params }: { page: number; lastPage: number; params: URLSearchParams }) {
  const { t } = useCatalogueText();
  if (lastPage <= 1) return null;
  const to = (n: number) => {
    const next = new URLSearchParams(params);
    if (n === 1) next.delete('page');
    else next.set('page', String(n));
    return next.size ? `?${next.toString()}` : '?';
  };
  return (
    <nav aria-label={t('cataloguePage.pager.label')} className="pager">
      {page > 1 ? (
        <Link to={to(page - 1)} className="btn btn-secondary" rel="prev">
          {t('cataloguePage.pager.prev')}
        </Link>
      ) : (
        <span />
      )}
      <span>{t('cataloguePage.pager.page', { page, last: lastPage })}</span>
      {page < lastPage ? (
        <Link to={to(page + 1)} className="btn btn-secondary" rel="next">
          {t('cataloguePage.pager.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
