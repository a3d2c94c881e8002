import {
  SITE_NAME,
  dayText,
  localizedPath,
  renderText,
  text,
  type Locale,
  type Text,
  type VerifiedDocument,
} from '@studychina/contracts';
import { escapeHtml } from '../../lib/escape-html.js';

/** What the page shows: a document (with the result of a file check, if one was sent), or why there is none. */
export type VerifyPageState =
  | { kind: 'document'; document: VerifiedDocument; check?: 'matches' | 'differs' | 'noFile' }
  | { kind: 'enter' }
  | { kind: 'unknown' }
  | { kind: 'tooMany' };

export interface VerifyPageInput {
  locale: Locale;
  state: VerifyPageState;
  /** The page's own path in English (/verify or /verify/SC-…): the language link and the form post to it. */
  path: string;
  /** WEB_URL/.well-known/document-keys.json, named on the page for offline checks. */
  keysUrl: string;
}

type Key = Parameters<typeof text>[0];

/**
 * The public page of a document (docs/decisions/0135-verifiable-documents.md), written by the server as one
 * complete HTML document with its style inline and no script: it must open fast on a cheap phone from a QR code,
 * on any browser, with no account. The file check is a plain multipart form posted back to the same address.
 */
export function verifyPageHtml({ locale, state, path, keysUrl }: VerifyPageInput): string {
  const make = text as unknown as (key: Key, values?: Record<string, string>) => Text;
  const say = (key: Key, values?: Record<string, string>) => escapeHtml(renderText(make(key, values), locale));
  const here = localizedPath(path, locale);
  const other: Locale = locale === 'fr' ? 'en' : 'fr';
  const body = (() => {
    switch (state.kind) {
      case 'document':
        return documentSection(state.document, state.check, say, locale, here);
      case 'enter':
        return `<h1>${say('verify.enter.heading')}</h1>
<form method="get" action="${escapeHtml(here)}" class="enter">
<label for="code">${say('verify.enter.label')}</label>
<input id="code" name="code" autocomplete="off" autocapitalize="characters" spellcheck="false" placeholder="SC-7K4M-Q2XD" required>
<button type="submit">${say('verify.enter.button')}</button>
</form>`;
      case 'unknown':
        return `<h1>${say('verify.unknown.heading')}</h1>\n<p>${say('verify.unknown.body')}</p>`;
      case 'tooMany':
        return `<h1>${say('verify.tooMany.heading')}</h1>\n<p>${say('verify.tooMany.body')}</p>`;
    }
  })();
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${say('verify.pageTitle', { issuer: SITE_NAME })}</title>
<style>${STYLE}</style>
</head>
<body>
<header><a href="${escapeHtml(localizedPath('/', locale))}">${escapeHtml(SITE_NAME)}</a>
<a href="${escapeHtml(localizedPath(path, other))}?lang=${other}" hreflang="${other}" lang="${other}">${escapeHtml(renderText(text('verify.otherLanguage'), locale))}</a></header>
<main>
${body}
<p class="authority">${say('verify.authority', { issuer: SITE_NAME })}</p>
<p class="offline">${say('verify.offline', { url: keysUrl })}</p>
</main>
</body>
</html>
`;
}

function documentSection(
  document: VerifiedDocument,
  check: 'matches' | 'differs' | 'noFile' | undefined,
  say: (key: Key, values?: Record<string, string>) => string,
  locale: Locale,
  here: string,
): string {
  const day = (iso: string) => dayText(locale, new Date(iso));
  const note =
    document.status === 'revoked'
      ? say('verify.status.revokedNote', { date: day(document.revokedAt!), reason: document.revokedReason ?? '' })
      : document.status === 'superseded'
        ? say('verify.status.supersededNote', { date: day(document.supersededAt!) })
        : say('verify.status.validNote');
  const row = (label: Key, value: string, extra = '') => `<dt>${say(label)}</dt><dd${extra}>${value}</dd>`;
  const orNot = (value: string | null) => (value ? escapeHtml(value) : say('verify.notStated'));
  const result =
    check === 'matches'
      ? `<p class="result ok" role="status">${say('verify.check.matches')}</p>`
      : check === 'differs'
        ? `<p class="result bad" role="status">${say('verify.check.differs')}</p>`
        : check === 'noFile'
          ? `<p class="result bad" role="status">${say('verify.check.noFile')}</p>`
          : '';
  return `<h1>${say('verify.heading')}</h1>
<p class="status ${document.status}" data-status="${document.status}"><strong>${say(`verify.status.${document.status}`)}</strong> ${note}</p>
<dl>
${row('verify.field.issuer', escapeHtml(document.issuer))}
${row('verify.field.kind', say(`verify.kind.${document.kind}`))}
${row('verify.field.holder', escapeHtml(document.holder))}
${row('verify.field.programme', orNot(document.programme))}
${row('verify.field.university', orNot(document.university))}
${row('verify.field.issuedAt', escapeHtml(day(document.issuedAt)))}
${row('verify.field.code', escapeHtml(document.code))}
${row('verify.field.sha256', escapeHtml(document.sha256), ' class="hash"')}
</dl>
<h2>${say('verify.check.heading')}</h2>
${result}
<form method="post" action="${escapeHtml(here)}" enctype="multipart/form-data" class="check">
<label class="drop">${say('verify.check.hint')}<input type="file" name="file" accept="application/pdf,.pdf" required></label>
<button type="submit">${say('verify.check.button')}</button>
</form>`;
}

/** Readable at 360 px and up, the site's colours, no web font (nothing else to download). */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f6f7f9}
header{display:flex;justify-content:space-between;gap:1rem;padding:.75rem 1rem;background:#b91c1c}
header a{color:#fff;font-weight:600;text-decoration:none}
main{max-width:40rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
h2{font-size:1.15rem;margin:1.5rem 0 .5rem}
.status{padding:.75rem;border-radius:.5rem;border:1px solid}
.status.valid{background:#ecfdf3;border-color:#15803d}
.status.revoked{background:#fef2f2;border-color:#b91c1c}
.status.superseded{background:#fffbeb;border-color:#b45309}
dl{display:grid;grid-template-columns:minmax(7rem,auto) 1fr;gap:.25rem .75rem;margin:1rem 0}
dt{font-weight:600}
dd{margin:0;overflow-wrap:anywhere}
.hash{font-family:ui-monospace,monospace;font-size:.8rem}
.drop{display:block;padding:1rem;border:2px dashed #6b7280;border-radius:.5rem;background:#fff}
.drop input{display:block;width:100%;margin-top:.75rem}
button{margin-top:.75rem;min-height:44px;padding:.5rem 1.25rem;font:inherit;color:#fff;background:#b91c1c;border:0;border-radius:.375rem}
.enter label{display:block;font-weight:600}
.enter input{width:100%;min-height:44px;padding:.5rem;font:inherit;text-transform:uppercase}
.result{padding:.75rem;border-radius:.5rem;font-weight:600}
.result.ok{background:#ecfdf3}
.result.bad{background:#fef2f2}
.authority{margin-top:2rem;font-weight:600}
.offline{font-size:.85rem;color:#4b5563;overflow-wrap:anywhere}
`;
