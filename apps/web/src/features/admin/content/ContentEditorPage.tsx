import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  CONTENT_COPY,
  CONTENT_EDITOR_COPY as COPY,
  CONTENT_SCHEMAS,
  contentMetaSchema,
  type ContentMeta,
  type ManagedKind,
} from '@studychina/contracts';
import { Spinner } from '../../../components/Spinner';
import { ApiError, failureText, hasCode } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useLoad } from '../../../lib/useLoad';
import { exactDay } from '../dates';
import { ContentBadges } from './ContentBadges';
import { ContentForm, isShown, shownPaths, type FieldErrors } from './ContentForm';
import { contentApi, type ContentItem } from './content.api';
import { emptyValue, rowsOf, withValueAt } from './content-fields';
import { DraftPreview } from './DraftPreview';
import { canEdit } from './permissions';
import { VersionHistory } from './VersionHistory';

type Fields = Record<string, unknown>;
const META_KEYS = new Set(Object.keys(contentMetaSchema.shape));

/** The draft's fields of an item as the GET answers it (its meta left out). */
const fieldsOf = (item: ContentItem): Fields =>
  Object.fromEntries(Object.entries(item).filter(([key]) => !META_KEYS.has(key)));
const metaOf = (item: ContentItem): ContentMeta =>
  Object.fromEntries(Object.entries(item).filter(([key]) => META_KEYS.has(key))) as ContentMeta;

/**
 * /admin/content/:kind/:id and /admin/content/:kind/new (docs/product.md#content-management): the item's draft in
 * the form its schema gives, saved over the version it was read at, published, unpublished, previewed, and its
 * published versions with Restore.
 */
export function ContentEditorPage({
  kind,
  id,
}: {
  kind: ManagedKind;
  /** null: a new item. */
  id: string | null;
}) {
  const { token } = useSession();
  const item = useLoad(id ? ['/admin/content/item', kind, id, token] : null, (signal) =>
    contentApi.get(kind, id!, token, signal),
  );
  const schema = CONTENT_SCHEMAS[kind];
  if (id === null) {
    const fields = Object.fromEntries(Object.entries(schema.shape).map(([name, field]) => [name, emptyValue(field)]));
    return <ContentEditor kind={kind} fields={fields} meta={null} onReload={() => undefined} />;
  }
  if (item.status === 'loading') return <Spinner label={COPY.loading} />;
  if (item.status === 'failed')
    return (
      <section className="admin-page" aria-labelledby="content-editor-title">
        <h1 id="content-editor-title">{CONTENT_COPY.kinds[kind]}</h1>
        <p className="alert alert-error" role="alert">
          {failureText(item.error, COPY.failed)}
        </p>
      </section>
    );
  const loaded = item.data.data;
  return (
    <ContentEditor
      // A reload (after a conflict) starts the form again from what is saved.
      key={`${loaded.id}:${loaded.version}`}
      kind={kind}
      fields={fieldsOf(loaded)}
      meta={metaOf(loaded)}
      onReload={item.reload}
    />
  );
}

function ContentEditor({
  kind,
  fields: savedFields,
  meta: savedMeta,
  onReload,
}: {
  kind: ManagedKind;
  fields: Fields;
  meta: ContentMeta | null;
  onReload: () => void;
}) {
  const { token, user } = useSession();
  const navigate = useNavigate();
  const editor = canEdit(user);
  const rows = useMemo(() => rowsOf(CONTENT_SCHEMAS[kind]), [kind]);
  const [fields, setFields] = useState(savedFields);
  // The preview shows what is saved (the API previews the saved draft), not the unsaved text.
  const [lastSaved, setLastSaved] = useState(savedFields);
  const [meta, setMeta] = useState(savedMeta);
  const [dirty, setDirty] = useState(false);
  const [figuresChecked, setFiguresChecked] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [panel, setPanel] = useState<'history' | 'preview' | null>(null);
  // Bumped when the fields change from outside the inputs (a restore), so inputs with their own text start again.
  const [generation, setGeneration] = useState(0);

  const change = (path: string, value: unknown) => {
    setFields((current) => withValueAt(current, path, value));
    setDirty(true);
  };

  /** Runs one call; a 422 shows at the fields, a 409 offers to reload, anything else is a toast. */
  const run = async <T,>(call: () => Promise<T>, done: (answer: T) => void) => {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await call();
      setErrors({});
      setProblem(null);
      setConflict(null);
      done(answer);
    } catch (error) {
      if (hasCode(error, 'EDIT_CONFLICT')) setConflict(error.message);
      else if (error instanceof ApiError && error.status === 422) {
        const found = ((error.body as { errors?: FieldErrors } | null)?.errors ?? {}) as FieldErrors;
        setErrors(found);
        setProblem(error.message);
      } else toast.error(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  const saved = (item: ContentItem, message: string) => {
    setMeta(metaOf(item));
    setFields(fieldsOf(item));
    setLastSaved(fieldsOf(item));
    setDirty(false);
    setFiguresChecked(false);
    toast.success(message);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!meta)
      return void run(
        () => contentApi.create(kind, fields, token),
        (answer) => {
          toast.success(COPY.created);
          void navigate(`/admin/content/${kind}/${answer.data.id}`, { replace: true });
        },
      );
    void run(
      () =>
        contentApi.save(
          kind,
          meta.id,
          { ...fields, version: meta.version, ...(figuresChecked && { figuresChecked: true }) },
          token,
        ),
      (answer) => saved(answer.data, COPY.saved),
    );
  };

  const act = (action: 'publish' | 'unpublish') =>
    meta &&
    void run(
      () => contentApi[action](kind, meta.id, token),
      (answer) => saved(answer.data, action === 'publish' ? COPY.published : COPY.unpublished),
    );

  const restore = (version: number) =>
    meta &&
    run(
      () => contentApi.restore(kind, meta.id, version, token),
      (answer) => {
        saved(answer.data, COPY.restored(version));
        setGeneration((n) => n + 1);
      },
    );

  const title = meta
    ? String(fields.title ?? fields.name ?? fields.question ?? '') || CONTENT_COPY.kinds[kind]
    : COPY.newTitle(CONTENT_COPY.kinds[kind]);
  const paths = shownPaths(rows, fields);
  const elsewhere = Object.entries(errors).filter(([key]) => !isShown(key, paths));

  return (
    <section className="admin-page content-page content-editor" aria-labelledby="content-editor-title">
      <p>
        <Link to={`/admin/content/${kind}`} className="link">
          {CONTENT_COPY.kinds[kind]}
        </Link>
      </p>
      <h1 id="content-editor-title">{title}</h1>
      {meta && <ItemState meta={meta} />}
      {!editor && <p className="alert content-read-only">{COPY.readOnly}</p>}
      {conflict && (
        <div className="alert alert-error" role="alert">
          <p>{conflict}</p>
          <p>{COPY.reloadHint}</p>
          <button type="button" className="btn btn-sm btn-secondary" onClick={onReload}>
            {COPY.reload}
          </button>
        </div>
      )}
      {problem && (
        <div className="alert alert-error" role="alert">
          <p>{COPY.problems}</p>
          <p>{problem}</p>
          {elsewhere.length > 0 && (
            <ul>
              {elsewhere.map(([key, messages]) => (
                <li key={key}>{`${key}: ${messages.join(' ')}`}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <form noValidate onSubmit={save} className="content-editor-form">
        <ContentForm
          key={generation}
          kind={kind}
          rows={rows}
          data={fields}
          errors={errors}
          readOnly={!editor}
          onChange={change}
        />
        {editor && (
          <div className="content-actions">
            {meta && (
              <div className="field check-field">
                <input
                  type="checkbox"
                  id="content-figures"
                  checked={figuresChecked}
                  aria-describedby="content-figures-hint"
                  onChange={(e) => {
                    setFiguresChecked(e.target.checked);
                  }}
                />
                <label htmlFor="content-figures">{COPY.figuresChecked}</label>
                <p id="content-figures-hint" className="field-hint">
                  {COPY.figuresHint}
                </p>
              </div>
            )}
            <div className="content-buttons">
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {meta ? COPY.save : COPY.create}
              </button>
              {meta && (
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={busy || dirty}
                  aria-describedby={dirty ? 'content-save-first' : undefined}
                  onClick={() => act('publish')}
                >
                  {COPY.publish}
                </button>
              )}
              {meta?.status === 'published' && (
                <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => act('unpublish')}>
                  {COPY.unpublish}
                </button>
              )}
            </div>
            {dirty && meta && (
              <p id="content-save-first" className="field-hint">
                {COPY.saveFirst}
              </p>
            )}
          </div>
        )}
      </form>
      {meta && (
        <div className="content-panels">
          <div className="content-buttons">
            <PanelButton open={panel === 'preview'} onClick={() => setPanel(panel === 'preview' ? null : 'preview')}>
              {COPY.preview}
            </PanelButton>
            <PanelButton open={panel === 'history'} onClick={() => setPanel(panel === 'history' ? null : 'history')}>
              {COPY.history}
            </PanelButton>
          </div>
          {panel === 'preview' && <DraftPreview kind={kind} id={meta.id} rows={rows} fields={lastSaved} />}
          {panel === 'history' && (
            <VersionHistory
              kind={kind}
              id={meta.id}
              version={meta.version}
              canRestore={editor}
              busy={busy}
              onRestore={restore}
            />
          )}
        </div>
      )}
      <p className="visually-hidden" aria-live="polite">
        {busy ? COPY.saving : ''}
      </p>
    </section>
  );
}

function PanelButton({ open, onClick, children }: { open: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="btn btn-secondary" aria-expanded={open} onClick={onClick}>
      {children}
    </button>
  );
}

/** Where the item stands: its badges, the live version, when its figures were last checked. */
function ItemState({ meta }: { meta: ContentMeta }) {
  return (
    <div className="content-state">
      <ContentBadges item={meta} />
      <p>
        {meta.publishedVersion === null
          ? `${COPY.neverPublished} `
          : meta.status === 'published' && `${COPY.liveVersion(meta.publishedVersion)} `}
        {meta.figuresCheckedAt ? COPY.figuresLastChecked(exactDay(meta.figuresCheckedAt)) : COPY.figuresNeverChecked}
      </p>
    </div>
  );
}
