/*
 * Our own texts on the contact page. The product's (field labels, button, messages) are in
 * @studychina/contracts or are the field labels of docs/product.md#contact-page, kept here once as CONTACT_LABELS.
 */
export const CONTACT_COPY = {
  bannerTitle: 'Contact',
  heading: 'Get in touch',
  intro: 'Questions about admission, scholarships or your application? Write to us and we will answer by e-mail.',
  addressTitle: 'Our office',
  phoneTitle: 'Call us',
  emailTitle: 'E-mail us',
  loginHint: 'You need to be logged in to send a message.',
  formTitle: 'Send us a message',
} as const;

/** docs/product.md#contact-page: the form's four fields. */
export const CONTACT_LABELS = {
  name: 'Your Name',
  email: 'Your Email',
  subject: 'Subject',
  message: 'Enter Message Here',
} as const;
