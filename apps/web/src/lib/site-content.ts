import { SHIPPED_CONTACT, phoneHref, siteContentPath, type SiteContact } from '@studychina/contracts';
import { apiFetch } from './api';
import { useLocale } from './i18n';
import { initialData } from './initial-data';
import { useLoad } from './useLoad';

/**
 * The site's own texts as editors published them (docs/decisions/0127-site-texts-from-published-versions.md): a
 * page rendered by the API embeds the answer (lib/initial-data.ts), the browser asks again as for every list, and
 * until an answer is in (a web test, a failed request) the texts contracts ship show (`shipped`).
 */
export function useSiteContent<T>(what: Parameters<typeof siteContentPath>[0], shipped: T): T {
  const { locale } = useLocale();
  const key = [siteContentPath(what, locale)] as const;
  const answer = useLoad(key, async (signal) => (await apiFetch<{ data: T }>(key[0], { signal })).data, {
    initialData: initialData<T>(key),
  });
  return answer.data ?? shipped;
}

const SHIPPED: SiteContact = {
  ...SHIPPED_CONTACT,
  phoneHref: phoneHref(SHIPPED_CONTACT.phone),
  address: [...SHIPPED_CONTACT.address],
  addressZh: [...SHIPPED_CONTACT.addressZh],
};

/** The company's contact details (the footer's and the contact page's). */
export const useContact = (): SiteContact => useSiteContent('pages/contact', SHIPPED);
