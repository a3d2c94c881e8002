import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// The design system first, so page and component styles (imported by App's modules) can refine it.
import './app/global.css';
import { App } from './app/App';
import { initialLocale, loadFrench } from './lib/i18n';

const root = document.getElementById('root')!;
const locale = initialLocale();

function start() {
  const app = (
    <StrictMode>
      <App locale={locale} />
    </StrictMode>
  );
  // Public pages arrive pre-rendered in English (scripts/prerender.mjs): React takes over their HTML as it
  // is. Every other page, and every page of a French visit, is rendered afresh. Hydrating in a transition
  // lets React do it in slices that yield to the browser (a plain hydrateRoot is one long task), so the
  // already painted page stays responsive while it becomes interactive:
  // docs/decisions/0041-prerendered-pages-and-lighthouse.md.
  if (root.firstElementChild && locale === 'en') startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

// A French visit waits for the French catalogue (one small chunk) so no English flashes first (issue 17).
if (locale === 'fr') {
  document.documentElement.lang = 'fr';
  loadFrench().then(start, start);
} else start();
