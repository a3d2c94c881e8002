/**
 * The company's contact details as they ship (docs/product.md#footer), version 1 of the `contact` page an editor
 * then manages (docs/product.md#content-management). docs/product.md leaves the real values open ({phone}, {email}):
 * these are placeholders in the right format, to be replaced by the office's real ones through the back office.
 * The address reads the same in French (its names are proper names).
 */
export const SHIPPED_CONTACT = {
  phone: '+86 20 3801 2468',
  email: 'info@studychina-admissions.com',
  whatsapp: 'https://wa.me/862038012468',
  address: ['Room 1805, 18/F, No. 88 Tiyu East Road', 'Tianhe District, Guangzhou', 'Guangdong 510620, China'],
  addressZh: ['中国广东省广州市天河区', '体育东路88号18楼1805室', '邮编 510620'],
} as const;

/** The `tel:` address of a phone number as written ("+86 20 3801 2468" → "tel:+862038012468"). */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, '')}`;
