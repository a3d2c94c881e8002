// The back office's own frame (docs/product.md#back-office-screens): staff screens are English
// (docs/decisions/0080-i18n-typed-dictionaries.md), defined here once.

export const BACK_OFFICE_SHELL = {
  /** The frame's name, a link to the queue. */
  home: 'Back office',
  site: 'Study in China Admissions',
  /** The button that opens and closes the side navigation on a phone. */
  menu: 'Menu',
  signedInAs: 'Signed in as',
  roles: { staff: 'Staff', admin: 'Admin' },
  viewSite: 'View the public site',
  logout: 'Log out',
} as const;
