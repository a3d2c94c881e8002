import { BrowserRouter } from 'react-router-dom';
import type { Locale } from '@studychina/contracts';
import { LocaleProvider } from '../lib/i18n';
import { SessionProvider } from '../lib/session';
import { AppToaster } from '../lib/toast';
import { AccountLocale } from './AccountLocale';
import { AppRoutes } from './AppRoutes';

export function App({ locale }: { locale?: Locale }) {
  return (
    <LocaleProvider initial={locale}>
      <SessionProvider>
        <AccountLocale />
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <AppToaster />
      </SessionProvider>
    </LocaleProvider>
  );
}
