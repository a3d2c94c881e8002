import type { ComponentType } from 'react';
import { HomePage } from '../features/home/HomePage';
import { useLogout } from '../lib/logout';
import { lazyPage } from './lazyPage';

/** docs/product.md#route-access: who may open a route. */
export type Access = 'public' | 'visitors' | 'token' | 'staff';

export interface AppRoute {
  path: string;
  Page: ComponentType;
  access: Access;
}

/*
 * The route table (docs/product.md#route-access). Home is in the first bundle, every other page a lazy chunk
 * (docs/decisions/0015-small-hand-written-ui.md). scripts/bundle-size.mjs reads this file (each `path:` and the `import()` after it) to
 * measure every route, so keep one route per entry with its import inline.
 * /apply needs a token (RequireToken); /contact is public and asks for a token only to send; /admin/* is for
 * staff and admins (RequireStaff: students get the 404 page).
 */

/**
 * zod probes eval when its first object schema is built, which the CSP reports: pages whose chunks build zod schemas
 * (the back office's content kinds, the invoices') turn the probe off before their chunk loads (decision 0128).
 */
function noEval(): undefined {
  ((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {}).jitless = true;
  return undefined;
}
export const ROUTES: AppRoute[] = [
  { path: '/', access: 'public', Page: HomePage },
  { path: '/home', access: 'public', Page: HomePage },
  { path: '/about', access: 'public', Page: lazyPage(() => import('../features/pages/AboutPage'), 'AboutPage') },
  {
    path: '/admission',
    access: 'public',
    Page: lazyPage(() => import('../features/pages/AdmissionPage'), 'AdmissionPage'),
  },
  {
    path: '/business',
    access: 'public',
    Page: lazyPage(() => import('../features/pages/BusinessPage'), 'BusinessPage'),
  },
  { path: '/goods', access: 'public', Page: lazyPage(() => import('../features/pages/GoodsPage'), 'GoodsPage') },
  {
    path: '/translation',
    access: 'public',
    Page: lazyPage(() => import('../features/pages/TranslationPage'), 'TranslationPage'),
  },
  { path: '/majors', access: 'public', Page: lazyPage(() => import('../features/majors/MajorsPage'), 'MajorsPage') },
  // The catalogue (issue 28): rendered by the API on request (docs/decisions/0114-catalogue-pages-rendered-on-request.md).
  {
    path: '/programmes',
    access: 'public',
    Page: lazyPage(() => import('../features/catalogue/ProgrammesPage'), 'ProgrammesPage'),
  },
  {
    path: '/programmes/:slug',
    access: 'public',
    Page: lazyPage(() => import('../features/catalogue/ProgrammePage'), 'ProgrammePage'),
  },
  {
    path: '/universities/:slug',
    access: 'public',
    Page: lazyPage(() => import('../features/catalogue/UniversityPage'), 'UniversityPage'),
  },
  {
    path: '/scholarships',
    access: 'public',
    Page: lazyPage(() => import('../features/catalogue/ScholarshipsPage'), 'ScholarshipsPage'),
  },
  {
    path: '/scholarships/:slug',
    access: 'public',
    Page: lazyPage(() => import('../features/catalogue/ScholarshipPage'), 'ScholarshipPage'),
  },
  { path: '/faq', access: 'public', Page: lazyPage(() => import('../features/pages/FaqPage'), 'FaqPage') },
  {
    path: '/privacy',
    access: 'public',
    // In the FAQ's chunk: a chunk of its own costs every page's first download (decision 0137).
    Page: lazyPage(() => import('../features/pages/FaqPage'), 'PrivacyPage'),
  },
  {
    path: '/contact',
    access: 'public',
    Page: lazyPage(() => import('../features/contact/ContactPage'), 'ContactPage'),
  },
  { path: '/apply', access: 'token', Page: lazyPage(() => import('../features/apply/ApplyPage'), 'ApplyPage') },
  { path: '/login', access: 'visitors', Page: lazyPage(() => import('../features/auth/LoginPage'), 'LoginPage') },
  // Staff's second step after the password (docs/decisions/0134-staff-second-factor.md).
  {
    path: '/login/second-factor',
    access: 'visitors',
    Page: lazyPage(() => import('../features/auth/SecondFactorPage'), 'SecondFactorPage'),
  },
  {
    path: '/register',
    access: 'public',
    Page: lazyPage(() => import('../features/auth/RegisterPage'), 'RegisterPage'),
  },
  {
    path: '/verify-code',
    access: 'visitors',
    Page: lazyPage(() => import('../features/auth/VerifyCodePage'), 'VerifyCodePage'),
  },
  {
    path: '/forgot-password',
    access: 'public',
    Page: lazyPage(() => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage'),
  },
  {
    path: '/verify-otp',
    access: 'visitors',
    Page: lazyPage(() => import('../features/auth/VerifyOtpPage'), 'VerifyOtpPage'),
  },
  {
    path: '/reset-password',
    access: 'public',
    Page: lazyPage(() => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage'),
  },
  {
    path: '/google-success',
    access: 'public',
    Page: lazyPage(() => import('../features/auth/GoogleSuccessPage'), 'GoogleSuccessPage'),
  },
  // The dashboard shows the applicant's applications (features/apply) in its #applications section.
  {
    path: '/dashboard',
    access: 'token',
    Page: lazyPage(
      () =>
        noEval() ??
        Promise.all([
          import('../features/dashboard/DashboardPage'),
          import('../features/apply/MyApplications'),
          import('../features/catalogue/ShortlistPanel'),
          import('../features/invoices/pages'),
        ]).then(([d, a, s, i]) => ({
          // The sidebar's Logout is the site's (lib/logout.ts): passed in, so the page's chunk imports nothing
          // more from the entry (one more such import made the bundler split the entry: +2.4 KiB on home).
          DashboardPage: function Dashboard() {
            const logout = useLogout();
            return (
              <d.DashboardPage
                applications={<a.MyApplications />}
                shortlist={<s.ShortlistPanel />}
                invoices={<i.MyInvoices />}
                onLogout={logout}
              />
            );
          },
        })),
      'DashboardPage',
    ),
  },
  // Up to three shortlisted programmes side by side (docs/product.md#shortlist).
  {
    path: '/compare',
    access: 'token',
    Page: lazyPage(() => import('../features/catalogue/ComparePage'), 'ComparePage'),
  },
  // The student's own application after submitting (docs/product.md#back-office-screens).
  {
    path: '/dashboard/applications/:id',
    access: 'token',
    Page: lazyPage(() => import('../features/apply/MyApplicationPage'), 'MyApplicationPage'),
  },
  // The student's invoice and the sponsor's payment link (issue 30, docs/decisions/0132-sponsor-pay-link-and-invoice-currency.md).
  {
    path: '/dashboard/invoices/:id',
    access: 'token',
    Page: lazyPage(() => noEval() ?? import('../features/invoices/pages'), 'InvoicePage'),
  },
  {
    path: '/pay/:token',
    access: 'public',
    Page: lazyPage(() => noEval() ?? import('../features/invoices/pages'), 'PayLinkPage'),
  },
  {
    path: '/set-password',
    access: 'public',
    Page: lazyPage(() => import('../features/auth/SetPasswordPage'), 'SetPasswordPage'),
  },
  // The back office: its own chunk, staff and admins only; it routes its pages itself.
  {
    path: '/admin/*',
    access: 'staff',
    Page: lazyPage(() => {
      noEval();
      return Promise.all([import('../features/admin/AdminApp'), import('../features/pages/NotFoundPage')]).then(
        ([a, n]) => ({
          AdminApp: function Admin() {
            const logout = useLogout();
            return <a.AdminApp notFound={<n.NotFoundPage />} onLogout={logout} />;
          },
        }),
      );
    }, 'AdminApp'),
  },
  { path: '*', access: 'public', Page: lazyPage(() => import('../features/pages/NotFoundPage'), 'NotFoundPage') },
];
