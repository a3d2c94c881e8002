import { SITE_TEXTS } from '@studychina/contracts';
import type { MouseEvent } from 'react';
import { localizedPath } from '@studychina/contracts';
import { useLocale, useText } from '../../lib/i18n';

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
  // The site texts (in the first download, French in the French visit's one chunk): the product's MAJORS_PAGE.
  const MAJORS_PAGE = useText(SITE_TEXTS).majors;
  const { locale } = useLocale();
  // Each button names the page it goes to, for the browser's own submit before the app has started.
  const button = (to: number, label: string, disabled: boolean) => (
    <button
      type="submit"
      name="page"
      value={to}
      className="btn btn-secondary"
      disabled={disabled}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        onPage(to);
      }}
    >
      {label}
    </button>
  );
  return (
    <nav aria-label={MAJORS_PAGE.pager}>
      <form className="pager" action={localizedPath('/majors', locale)} method="get">
        {button(page - 1, MAJORS_PAGE.prev, page <= 1)}
        <span aria-live="polite">{MAJORS_PAGE.pageLabel(page, lastPage)}</span>
        {button(page + 1, MAJORS_PAGE.next, page >= lastPage)}
      </form>
    </nav>
  );
}
