import { useTexts } from '../../lib/i18n';

interface PagerProps {
  page: number;
  lastPage: number;
  onPage(page: number): void;
}

/** docs/product.md#majors-page: Prev (disabled on page 1), 'Page X of Y', Next (disabled on the last page). */
export function Pager({ page, lastPage, onPage }: PagerProps) {
  // The site texts (in the first download, French in the French visit's one chunk): SPEC's MAJORS_PAGE.
  const MAJORS_PAGE = useTexts().majors;
  return (
    <nav className="pager" aria-label={MAJORS_PAGE.pager}>
      <button type="button" className="btn btn-secondary" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {MAJORS_PAGE.prev}
      </button>
      <span aria-live="polite">{MAJORS_PAGE.pageLabel(page, lastPage)}</span>
      <button type="button" className="btn btn-secondary" onClick={() => onPage(page + 1)} disabled={page >= lastPage}>
        {MAJORS_PAGE.next}
      </button>
    </nav>
  );
}
