import { loadTextRenderer } from '../lib/i18n';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
window.scrollTo = () => {};

// A page renders a Text (a check's error) once its language's renderer is in: the browser loads it lazily
// (lib/i18n.tsx); tests have both from the start, as a visitor would after the first error.
await Promise.all([loadTextRenderer('en'), loadTextRenderer('fr')]);
