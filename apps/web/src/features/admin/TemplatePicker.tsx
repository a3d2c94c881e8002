import { useState } from 'react';
import {
  STUDENT_LANGUAGE_NAMES,
  TEMPLATE_PICKER_COPY as COPY,
  type ApplicationStatus,
  type Locale,
} from '@studychina/contracts';
import { useSession } from '../../lib/session';
import { useLoad } from '../../lib/useLoad';
import { adminApi } from './admin.api';

interface TemplatePickerProps {
  /** The status chosen in the panel: only its templates are offered. */
  status: ApplicationStatus;
  /** The student's language: the message is filled in it. */
  locale: Locale;
  onPick(message: string): void;
}

/**
 * The status panel's message templates (docs/product.md#back-office-message-templates): choosing one fills
 * the message in the student's language, still editable. Nothing shows for a status without templates, or
 * when they cannot be loaded (the message is then typed as before).
 */
export function TemplatePicker({ status, locale, onPick }: TemplatePickerProps) {
  const { token } = useSession();
  const list = useLoad(['/admin/templates', token], (signal) => adminApi.templates(token, signal));
  const [picked, setPicked] = useState({ status, id: '' });
  const options = list.data?.data.filter((template) => template.status === status) ?? [];
  if (options.length === 0) return null;

  const pick = (id: string) => {
    const template = options.find((option) => option.id === id);
    setPicked({ status, id });
    if (template) onPick(locale === 'fr' ? template.messageFr : template.messageEn);
  };
  return (
    <div className="field">
      <label htmlFor="status-template">{COPY.label(STUDENT_LANGUAGE_NAMES[locale])}</label>
      <select
        id="status-template"
        value={picked.status === status ? picked.id : ''}
        onChange={(e) => pick(e.target.value)}
      >
        <option value="">{COPY.choose}</option>
        {options.map((template) => (
          <option key={template.id} value={template.id}>
            {template.title}
          </option>
        ))}
      </select>
    </div>
  );
}
