import { useState, type ReactNode } from 'react';
import { CONTENT_EDITOR_COPY as COPY, contentFieldLabel, type ContentKind } from '@studychina/contracts';
import { Spinner } from '../../../components/Spinner';
import { failureText } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { useLoad } from '../../../lib/useLoad';
import { contentApi } from './content.api';
import { majorUnits, valueAt, wrapEntries, type Row } from './content-fields';

/**
 * How a kind's public page shows a preview's data (`data` of GET …/:id/preview?lang=), given by the app's route
 * table: the back office may not import the public pages' feature, so the page is passed in (src/app/routes.tsx).
 */
export type PreviewRenderer = Partial<Record<ContentKind, (data: unknown, language: 'en' | 'fr') => ReactNode>>;

const LANGUAGES = [
  ['en', COPY.english],
  ['fr', COPY.french],
] as const;

/**
 * The saved draft as the public would see it (docs/product.md#content-management), in English and in French: the
 * public page itself for kinds with a preview route (one language at a time), otherwise the draft's fields as
 * text, the two languages side by side.
 */
export function DraftPreview({
  kind,
  id,
  version,
  rows,
  fields,
  render,
}: {
  kind: ContentKind;
  id: string;
  version: number;
  rows: Row[];
  fields: Record<string, unknown>;
  render?: PreviewRenderer;
}) {
  const page = render?.[kind];
  // The public page once, in the language chosen: two at once would repeat its headings' ids on one screen.
  const [language, setLanguage] = useState<'en' | 'fr'>('en');
  return (
    <section className="card admin-panel content-preview" aria-labelledby="content-preview-title">
      <h2 id="content-preview-title">{COPY.preview}</h2>
      <p className="field-hint">{COPY.previewNote}</p>
      {page ? (
        <>
          <div className="content-buttons" role="group" aria-label={COPY.preview}>
            {LANGUAGES.map(([code, name]) => (
              <button
                key={code}
                type="button"
                className="btn btn-sm btn-secondary"
                aria-pressed={language === code}
                onClick={() => setLanguage(code)}
              >
                {COPY.previewIn(name)}
              </button>
            ))}
          </div>
          <div lang={language} className="content-preview-page">
            <PagePreview kind={kind} id={id} version={version} language={language} render={page} />
          </div>
        </>
      ) : (
        <div className="content-preview-columns">
          {LANGUAGES.map(([code, name]) => (
            <section key={code} lang={code} aria-label={COPY.previewIn(name)} className="content-preview-language">
              <h3>{COPY.previewIn(name)}</h3>
              <FieldsText kind={kind} rows={rows} data={fields} language={code} at="" />
            </section>
          ))}
        </div>
      )}
    </section>
  );
}

function PagePreview({
  kind,
  id,
  version,
  language,
  render,
}: {
  kind: ContentKind;
  id: string;
  version: number;
  language: 'en' | 'fr';
  render: (data: unknown, language: 'en' | 'fr') => ReactNode;
}) {
  const { token } = useSession();
  const preview = useLoad(['/admin/content/preview', kind, id, version, language, token], (signal) =>
    contentApi.preview<unknown>(kind, id, language, token, signal),
  );
  if (preview.status === 'loading') return <Spinner label={COPY.previewLoading} />;
  if (preview.status === 'failed')
    return (
      <p className="alert alert-error" role="alert">
        {failureText(preview.error)}
      </p>
    );
  return render(preview.data.data, language);
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
