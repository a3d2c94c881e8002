import { MAJORS_PAGE as MAJORS_PAGE_EN, majorsPageLabel as majorsPageLabel_EN } from '@studychina/contracts';
import { useTexts, useTranslated } from '../../lib/i18n';

interface PagerProps {
  page: number;
  lastPage: number;
  onPage(page: number): void;
}

/** docs/product.md#majors-page: Prev (disabled on page 1), 'Page X of Y', Next (disabled on the last page). */
export function Pager({ page, lastPage, onPage }: PagerProps) {
  const { MAJORS_PAGE, majorsPageLabel } = useTranslated({
    MAJORS_PAGE: MAJORS_PAGE_EN,
    majorsPageLabel: majorsPageLabel_EN,
  });
  const pagerLabel = useTexts().majors.pager;
  return (
    <nav className="pager" aria-label={pagerLabel}>
      <button type="button" className="btn btn-secondary" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {MAJORS_PAGE.prev}
      </button>
      <span aria-live="polite">{majorsPageLabel(page, lastPage)}</span>
      <button type="button" className="btn btn-secondary" onClick={() => onPage(page + 1)} disabled={page >= lastPage}>
        {MAJORS_PAGE.next}
      </button>
    </nav>
  );
}
