import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// The design system first, so page and component styles (imported by App's modules) can refine it.
import './app/global.css';
import { App } from './app/App';
import { loadFrench, localeOfVisit } from './lib/i18n';

const root = document.getElementById('root')!;
const prerendered = root.firstElementChild !== null;
// The address's language; null while a French visitor is sent from an English page to its French one.
const locale = localeOfVisit(prerendered);

function start() {
  const app = (
    <StrictMode>
      <App locale={locale ?? undefined} />
    </StrictMode>
  );
  // Public pages arrive pre-rendered, in English or under /fr in French (scripts/prerender.mjs): React takes
  // over their HTML as it is. Every other page is rendered afresh. Hydrating in a transition
  // lets React do it in slices that yield to the browser (a plain hydrateRoot is one long task), so the
  // already painted page stays responsive while it becomes interactive:
  // docs/decisions/0041-prerendered-pages-and-lighthouse.md.
  if (prerendered) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

// A French visit waits for the French catalogue (one small chunk, preloaded by a pre-rendered French page,
// with the French of messages when its HTML says its first render needs them) so no English flashes first
// and hydration finds the pre-rendered texts (issue 17). A page of the app's shell (sign-in, the form...)
// has nothing shown yet and reads messages at once: it waits for them too.
if (locale === 'fr') {
  document.documentElement.lang = 'fr';
  const needsMessages = !prerendered || document.documentElement.hasAttribute('data-needs-messages');
  loadFrench(needsMessages).then(start, start);
} else if (locale) start();
