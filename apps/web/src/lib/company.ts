import { SHIPPED_CONTACT, phoneHref } from '@studychina/contracts';

/*
 * The company's name and social links (docs/product.md#footer). Its contact details (address, phone, e-mail,
 * WhatsApp) are content editors manage: lib/site-content.ts `useContact` (decision 0127); what ships is in
 * contracts (SHIPPED_CONTACT), read here for the pre-render's JSON-LD.
 */
export const COMPANY = {
  name: 'Study in China Admissions',
  address: { en: SHIPPED_CONTACT.address, zh: SHIPPED_CONTACT.addressZh },
  phone: SHIPPED_CONTACT.phone,
  phoneHref: phoneHref(SHIPPED_CONTACT.phone),
  email: SHIPPED_CONTACT.email,
  whatsapp: SHIPPED_CONTACT.whatsapp,
} as const;

export type SocialNetwork = 'facebook' | 'instagram' | 'x' | 'linkedin' | 'whatsapp';

export const SOCIAL_LINKS: readonly { network: SocialNetwork; label: string; href: string }[] = [
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/studychinaadmissions' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/studychinaadmissions' },
  { network: 'x', label: 'X', href: 'https://x.com/studychinaadm' },
  { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/studychinaadmissions' },
  { network: 'whatsapp', label: 'WhatsApp', href: COMPANY.whatsapp },
];
