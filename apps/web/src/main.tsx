import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// The design system first, so page and component styles (imported by App's modules) can refine it.
import './app/global.css';
import { App } from './app/App';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Public pages arrive pre-rendered (scripts/prerender.mjs): React takes over their HTML as it is. Every
// other page arrives as the empty shell. Hydrating in a transition lets React do it in slices that yield
// to the browser (a plain hydrateRoot is one long task), so the already painted page stays responsive
// while it becomes interactive: docs/decisions/0041-prerendered-pages-and-lighthouse.md.
if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
