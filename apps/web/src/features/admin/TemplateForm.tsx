import { useState, type FormEvent } from 'react';
import {
  STAFF_STATUS_LABELS,
  TEMPLATES_COPY as COPY,
  TEMPLATE_STATUSES,
  type MessageTemplate,
  type MessageTemplateBody,
  type TemplateStatus,
} from '@studychina/contracts';

interface TemplateFormProps {
  /** The template being changed; none for a new one (it then goes last among its status's). */
  template?: MessageTemplate;
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix: string;
  busy: boolean;
  /** Resolves true when saved: a new template's form then empties. */
  onSave(body: MessageTemplateBody): Promise<boolean>;
  onCancel?: () => void;
}

/** A template's status, title and the two messages (docs/product.md#back-office-message-templates). */
export function TemplateForm({ template, idPrefix, busy, onSave, onCancel }: TemplateFormProps) {
  const empty = { status: 'under_review' as TemplateStatus, title: '', messageEn: '', messageFr: '', position: '' };
  const initial = template ? { ...template, position: String(template.position) } : empty;
  const [form, setForm] = useState(initial);
  const id = (name: string) => `${idPrefix}-${name}`;
  const set = (name: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [name]: e.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { status, title, messageEn, messageFr, position } = form;
    const body: MessageTemplateBody = { status, title, messageEn, messageFr };
    if (position.trim()) body.position = Number(position);
    if ((await onSave(body)) && !template) setForm(empty);
  };

  return (
    <form className="form template-form" noValidate onSubmit={(e) => void submit(e)}>
      <div className="field">
        <label htmlFor={id('status')}>{COPY.status}</label>
        <select id={id('status')} value={form.status} onChange={set('status')}>
          {TEMPLATE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STAFF_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={id('title')}>{COPY.title}</label>
        <input id={id('title')} required value={form.title} onChange={set('title')} autoComplete="off" />
      </div>
      <div className="field">
        <label htmlFor={id('en')}>{COPY.messageEn}</label>
        <textarea id={id('en')} required rows={4} lang="en" value={form.messageEn} onChange={set('messageEn')} />
      </div>
      <div className="field">
        <label htmlFor={id('fr')}>{COPY.messageFr}</label>
        <textarea id={id('fr')} required rows={4} lang="fr" value={form.messageFr} onChange={set('messageFr')} />
      </div>
      {template && (
        <div className="field template-position">
          <label htmlFor={id('position')}>{COPY.position}</label>
          <input id={id('position')} type="number" min={0} value={form.position} onChange={set('position')} />
        </div>
      )}
      <div className="review-buttons">
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
          {template ? COPY.save : COPY.create}
        </button>
        {onCancel && (
          <button type="button" className="btn btn-secondary btn-sm" onClick={onCancel}>
            {COPY.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
