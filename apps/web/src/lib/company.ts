/*
 * The company's fixed contact data (docs/product.md#footer: "fixed in the footer and contact page"), kept once
 * here so the footer and the contact page show the same thing.
 * docs/product.md leaves the real values open ({phone}, {email}): these are placeholders in the right format and
 * must be replaced with the office's real ones before launch.
 */
export const COMPANY = {
  name: 'Study in China Admissions',
  address: {
    en: ['Room 1805, 18/F, No. 88 Tiyu East Road', 'Tianhe District, Guangzhou', 'Guangdong 510620, China'],
    zh: ['中国广东省广州市天河区', '体育东路88号18楼1805室', '邮编 510620'],
  },
  /** Shown as written; `phoneHref` is the same number for tel: links. */
  phone: '+86 20 3801 2468',
  phoneHref: 'tel:+862038012468',
  email: 'info@studychina-admissions.com',
  whatsapp: 'https://wa.me/862038012468',
} as const;

export type SocialNetwork = 'facebook' | 'instagram' | 'x' | 'linkedin' | 'whatsapp';

export const SOCIAL_LINKS: readonly { network: SocialNetwork; label: string; href: string }[] = [
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/studychinaadmissions' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/studychinaadmissions' },
  { network: 'x', label: 'X', href: 'https://x.com/studychinaadm' },
  { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/studychinaadmissions' },
  { network: 'whatsapp', label: 'WhatsApp', href: COMPANY.whatsapp },
];
