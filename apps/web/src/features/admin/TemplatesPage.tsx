import { useState } from 'react';
import {
  STAFF_STATUS_LABELS,
  STUDENT_LANGUAGE_NAMES,
  TEMPLATES_COPY as COPY,
  TEMPLATE_STATUSES,
  type MessageTemplate,
  type MessageTemplateBody,
} from '@studychina/contracts';
import { Spinner } from '../../components/Spinner';
import { failureText } from '../../lib/api';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useLoad } from '../../lib/useLoad';
import { adminApi } from './admin.api';
import { fullName } from './application-actions';
import { exactDay } from './dates';
import { TemplateForm } from './TemplateForm';

/**
 * /admin/templates, admins only (docs/product.md#back-office-message-templates): the messages staff pick in
 * the status panel, by status, each in English and French; add, edit, delete (with a confirmation).
 */
export function TemplatesPage() {
  const { token } = useSession();
  const list = useLoad(['/admin/templates', token], (signal) => adminApi.templates(token, signal));
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** One write: busy meanwhile, the answer's toast, the list again. */
  const write = async (call: () => Promise<{ message: string }>): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    try {
      toast.success((await call()).message);
      list.reload();
      return true;
    } catch (error) {
      toast.error(failureText(error));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const save = (template: MessageTemplate) => async (body: MessageTemplateBody) =>
    (await write(() => adminApi.updateTemplate(template.id, body, token))) && (setEditing(null), true);
  const remove = (template: MessageTemplate) =>
    void write(() => adminApi.deleteTemplate(template.id, token)).then(() => setDeleting(null));

  const entry = (template: MessageTemplate) =>
    editing === template.id ? (
      <TemplateForm
        template={template}
        idPrefix={`template-${template.id}`}
        busy={busy}
        onSave={save(template)}
        onCancel={() => setEditing(null)}
      />
    ) : (
      <>
        <h3>{template.title}</h3>
        <dl className="template-messages">
          <dt>{STUDENT_LANGUAGE_NAMES.en}</dt>
          <dd className="pre-line">{template.messageEn}</dd>
          <dt>{STUDENT_LANGUAGE_NAMES.fr}</dt>
          <dd className="pre-line" lang="fr">
            {template.messageFr}
          </dd>
        </dl>
        <p className="muted">
          {template.updatedBy
            ? COPY.updated(fullName(template.updatedBy), exactDay(template.updatedAt))
            : COPY.updatedOn(exactDay(template.updatedAt))}
        </p>
        {deleting === template.id ? (
          <div className="review-buttons" role="group" aria-label={COPY.confirmDelete(template.title)}>
            <p>{COPY.confirmDelete(template.title)}</p>
            <button type="button" className="btn btn-danger btn-sm" disabled={busy} onClick={() => remove(template)}>
              {COPY.yesDelete}
            </button>
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => setDeleting(null)}>
              {COPY.keep}
            </button>
          </div>
        ) : (
          <div className="review-buttons">
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              aria-label={COPY.editing(template.title)}
              onClick={() => setEditing(template.id)}
            >
              {COPY.edit}
            </button>
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              aria-label={COPY.deleting(template.title)}
              onClick={() => setDeleting(template.id)}
            >
              {COPY.delete}
            </button>
          </div>
        )}
      </>
    );

  return (
    <section className="admin-page" aria-labelledby="templates-title">
      <h1 id="templates-title">{COPY.heading}</h1>
      <p className="muted">{COPY.intro}</p>
      <section className="card admin-panel" aria-labelledby="template-add-title">
        <h2 id="template-add-title">{COPY.add}</h2>
        <TemplateForm
          idPrefix="template-new"
          busy={busy}
          onSave={(body) => write(() => adminApi.createTemplate(body, token))}
        />
      </section>
      {list.status === 'loading' && <Spinner label={COPY.loading} />}
      {list.status === 'failed' && (
        <div className="alert alert-error" role="alert">
          <p>{failureText(list.error, COPY.failed)}</p>
          <button type="button" className="btn btn-sm btn-secondary" onClick={list.reload}>
            {COPY.retry}
          </button>
        </div>
      )}
      {list.data &&
        TEMPLATE_STATUSES.map((status) => {
          const templates = list.data.data.filter((template) => template.status === status);
          return (
            <section key={status} className="template-status" aria-labelledby={`templates-${status}`}>
              <h2 id={`templates-${status}`}>{STAFF_STATUS_LABELS[status]}</h2>
              {templates.length === 0 && <p className="muted">{COPY.empty}</p>}
              <ul className="template-list" role="list">
                {templates.map((template) => (
                  <li key={template.id} className="card admin-panel">
                    {entry(template)}
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
    </section>
  );
}
