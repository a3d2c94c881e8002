import { escapeHtml } from '../lib/escape-html.js';

// The banner's look, inline: the page has no stylesheet of its own, and the site's policy allows inline styles.
const BANNER_STYLE = [
  'position:sticky',
  'top:0',
  'z-index:1000',
  'margin:0',
  'padding:.75rem 1rem',
  'background:#fef3c7',
  'color:#0f172a',
  'border-bottom:3px solid #b45309',
  'font-weight:600',
  'text-align:center',
].join(';');

/**
 * A server-rendered public page turned into a draft's preview (docs/decisions/0136-content-preview-pages-rendered-by-the-server.md):
 * no script (the app would hydrate it from the public, published answer, and the address is not the page's),
 * no preloads, no JSON-LD; `noindex`; and a banner first in the body saying it is not published.
 */
export function asDraftPage(html: string, banner: string): string {
  const page = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '')
    .replace(/<head>/, '<head>\n    <meta name="robots" content="noindex, nofollow" />');
  const bodyAt = page.search(/<body\b[^>]*>/);
  if (bodyAt < 0) return page;
  const bodyEnd = page.indexOf('>', bodyAt) + 1;
  const note = `<p role="note" data-preview-banner style="${BANNER_STYLE}">${escapeHtml(banner)}</p>`;
  return page.slice(0, bodyEnd) + note + page.slice(bodyEnd);
}
