import type { MouseEvent } from 'react';
import { localizedPath } from '@studychina/contracts';
import { useLocale, useTexts } from '../../lib/i18n';

interface PagerProps {
  page: number;
  lastPage: number;
  onPage(page: number): void;
}

/**
 * docs/product.md#majors-page: Prev (disabled on page 1), 'Page X of Y', Next (disabled on the last page).
 * The buttons submit a GET form, so a tap on the pre-rendered page before its code has taken over (a slow
 * phone) is not lost: the browser loads /majors?page=n itself. Once the app runs, it moves without a reload.
 */
export function Pager({ page, lastPage, onPage }: PagerProps) {
  // The site texts (in the first download, French in the French visit's one chunk): SPEC's MAJORS_PAGE.
  const MAJORS_PAGE = useTexts().majors;
  const { locale } = useLocale();
  const go = (to: number) => (event: MouseEvent) => {
    event.preventDefault();
    onPage(to);
  };
  return (
    <nav aria-label={MAJORS_PAGE.pager}>
      <form className="pager" action={localizedPath('/majors', locale)} method="get">
        <button
          type="submit"
          name="page"
          value={page - 1}
          className="btn btn-secondary"
          onClick={go(page - 1)}
          disabled={page <= 1}
        >
          {MAJORS_PAGE.prev}
        </button>
        <span aria-live="polite">{MAJORS_PAGE.pageLabel(page, lastPage)}</span>
        <button
          type="submit"
          name="page"
          value={page + 1}
          className="btn btn-secondary"
          onClick={go(page + 1)}
          disabled={page >= lastPage}
        >
          {MAJORS_PAGE.next}
        </button>
      </form>
    </nav>
  );
}
