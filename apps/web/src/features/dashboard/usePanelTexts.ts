import { useEffect, useState } from 'react';
import { useLocale } from '../../lib/i18n';

/**
 * A dashboard panel's texts in the reader's language, from the panel's own chunk: loaded after the page shows (not
 * suspended on, so the dashboard's own reads start at once), null until they arrive, and loaded again when the
 * language changes. Also answers that language.
 */
export function usePanelTexts<T>(textsIn: (locale: string) => Promise<T>) {
  const { locale } = useLocale();
  const [texts, setTexts] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    void textsIn(locale).then((loaded) => live && setTexts(loaded));
    return () => {
      live = false;
    };
  }, [locale, textsIn]);
  return { texts, locale };
}
