import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The design system first, so page and component styles (imported by App's modules) can refine it.
import './app/global.css';
import { App } from './app/App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
