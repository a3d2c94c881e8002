import { BrowserRouter } from 'react-router-dom';
import { SessionProvider } from '../lib/session';
import { AppToaster } from '../lib/toast';
import { AppRoutes } from './AppRoutes';

export function App() {
  return (
    <SessionProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <AppToaster />
    </SessionProvider>
  );
}
