import { NAV_LABELS } from '@studychina/contracts';

/** docs/product.md#header: the four service pages (`key`: the label's key in the site texts, for French) (header dropdown, footer, home services overview). */
export const SERVICE_LINKS = [
  { to: '/admission', key: 'admission', label: NAV_LABELS.admission },
  { to: '/business', key: 'business', label: NAV_LABELS.business },
  { to: '/goods', key: 'goods', label: NAV_LABELS.goods },
  { to: '/translation', key: 'translation', label: NAV_LABELS.translation },
] as const;

/** Company pages (footer). */
export const COMPANY_LINKS = [
  { to: '/home', key: 'home', label: NAV_LABELS.home },
  { to: '/about', key: 'about', label: NAV_LABELS.about },
  { to: '/majors', key: 'majors', label: NAV_LABELS.majors },
  { to: '/contact', key: 'contact', label: NAV_LABELS.contact },
  { to: '/faq', key: 'faq', label: NAV_LABELS.faq },
  { to: '/privacy', key: 'privacy', label: NAV_LABELS.privacy },
] as const;
