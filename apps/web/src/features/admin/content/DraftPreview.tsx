import { useState, type ReactNode } from 'react';
import {
  CONTENT_EDITOR_COPY as COPY,
  CONTENT_PREVIEW_PAGE_KINDS,
  contentFieldLabel,
  type ContentKind,
  type ContentPreviewPageKind,
} from '@studychina/contracts';
import { failureText } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { contentApi } from './content.api';
import { majorUnits, valueAt, wrapEntries, type Row } from './content-fields';

const LANGUAGES = [
  ['en', COPY.english],
  ['fr', COPY.french],
] as const;

const hasPage = (kind: ContentKind): kind is ContentPreviewPageKind =>
  (CONTENT_PREVIEW_PAGE_KINDS as readonly string[]).includes(kind);

/**
 * The saved draft as the public would see it (docs/product.md#content-management): for kinds with a public page of
 * their own, buttons opening that page rendered by the server from the draft, in a new tab (nothing of it in the
 * public pages' JavaScript, docs/decisions/0136-content-preview-pages-rendered-by-the-server.md); for every kind,
 * the draft's fields as text, the two languages side by side.
 */
export function DraftPreview({
  kind,
  id,
  rows,
  fields,
}: {
  kind: ContentKind;
  id: string;
  rows: Row[];
  fields: Record<string, unknown>;
}) {
  return (
    <section className="card admin-panel content-preview" aria-labelledby="content-preview-title">
      <h2 id="content-preview-title">{COPY.preview}</h2>
      <p className="field-hint">{COPY.previewNote}</p>
      {hasPage(kind) && <PageLinks kind={kind} id={id} />}
      <div className="content-preview-columns">
        {LANGUAGES.map(([code, name]) => (
          <section key={code} lang={code} aria-label={COPY.previewIn(name)} className="content-preview-language">
            <h3>{COPY.previewIn(name)}</h3>
            <FieldsText kind={kind} rows={rows} data={fields} language={code} at="" />
          </section>
        ))}
      </div>
    </section>
  );
}

/** "Open the page in English / in French": the preview page's address is asked for on each click (it expires). */
function PageLinks({ kind, id }: { kind: ContentPreviewPageKind; id: string }) {
  const { token } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  async function open(language: 'en' | 'fr') {
    setFailure(null);
    // The tab is opened within the click (one opened after the request would be blocked as a pop-up), then led on.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const { data } = await contentApi.previewLink(kind, id, language, token);
      if (tab) tab.location.href = data.url;
      else window.location.assign(data.url);
    } catch (error) {
      tab?.close();
      setFailure(failureText(error));
    }
  }
  return (
    <>
      <p className="field-hint">{COPY.pageNote}</p>
      <div className="content-buttons" role="group" aria-label={COPY.pagePreview}>
        {LANGUAGES.map(([code, name]) => (
          <button key={code} type="button" className="btn btn-sm btn-secondary" onClick={() => void open(code)}>
            {COPY.openPage(name)}
          </button>
        ))}
      </div>
      {failure && (
        <p className="alert alert-error" role="alert">
          {failure}
        </p>
      )}
    </>
  );
}

/** A value as text: amounts in major units with their currency, lists joined, yes/no, "(empty)". */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return COPY.empty;
  if (typeof value === 'boolean') return value ? COPY.yes : COPY.no;
  if (Array.isArray(value)) return value.length ? value.map(shown).join(', ') : COPY.empty;
  if (typeof value === 'object') {
    const money = value as { amount?: unknown; currency?: unknown };
    if (typeof money.amount === 'number' && typeof money.currency === 'string')
      return `${majorUnits(money.amount, money.currency)} ${money.currency}`;
    return JSON.stringify(value);
  }
  return String(value);
}

/** The draft's fields in one language: a text's French where it has one, the rest as they are. */
function FieldsText({
  kind,
  rows,
  data,
  language,
  at,
}: {
  kind: ContentKind;
  rows: Row[];
  data: unknown;
  language: 'en' | 'fr';
  at: string;
}) {
  return (
    <dl className="content-preview-fields">
      {rows.map((row) => {
        const path = at ? `${at}.${row.name}` : row.name;
        const label = contentFieldLabel(kind, path);
        const spec = row.spec;
        let value: ReactNode;
        if (row.french && language === 'fr') value = shown(valueAt(data, `${at ? `${at}.` : ''}${row.french.name}`));
        else if (spec.type === 'pair') value = shown(valueAt(data, `${path}.${language}`));
        else if (spec.type === 'object')
          value = <FieldsText kind={kind} rows={spec.rows} data={data} language={language} at={path} />;
        else if (spec.type === 'group') {
          const list = valueAt(data, path);
          const entries = wrapEntries(spec, Array.isArray(list) ? list : []);
          value = entries.length ? (
            <ol>
              {entries.map((entry, index) => (
                <li key={index}>
                  <FieldsText kind={kind} rows={spec.rows} data={entry} language={language} at="" />
                </li>
              ))}
            </ol>
          ) : (
            COPY.empty
          );
        } else value = shown(valueAt(data, path));
        return (
          <div key={row.name}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
