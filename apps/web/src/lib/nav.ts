import { NAV_LABELS } from '@studychina/contracts';

/** docs/product.md#header: the four service pages (header dropdown, footer, home services overview). */
export const SERVICE_LINKS = [
  { to: '/admission', label: NAV_LABELS.admission },
  { to: '/business', label: NAV_LABELS.business },
  { to: '/goods', label: NAV_LABELS.goods },
  { to: '/translation', label: NAV_LABELS.translation },
] as const;

/** Company pages (footer). */
export const COMPANY_LINKS = [
  { to: '/home', label: NAV_LABELS.home },
  { to: '/about', label: NAV_LABELS.about },
  { to: '/majors', label: NAV_LABELS.majors },
  { to: '/contact', label: NAV_LABELS.contact },
] as const;
