/**
 * A content draft's preview page (issue 29, docs/decisions/0136-content-preview-pages-rendered-by-the-server.md): its
 * banner, in the page the server writes, and the API's answer to a link that no longer opens. Only the API renders
 * them, so the web's bundle takes this module as empty (apps/web/vite.config.ts). ./preview-texts.fr.ts is typed by
 * this catalogue.
 */
export const PREVIEW_TEXTS_EN = {
  'content.previewBanner':
    'Preview — not published. This is the saved draft as its public page will show it once published. Visitors do not see it.',
  'content.previewLinkInvalid':
    'This preview link has expired or is not valid. Open the preview again from the editor.',
} as const;
export type PreviewTextsEn = typeof PREVIEW_TEXTS_EN;
