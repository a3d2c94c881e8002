import { useEffect, useState } from 'react';
import {
  APPLICATION_COPY,
  MAIL_PREVIEW_COPY as COPY,
  STUDENT_LANGUAGE_NAMES,
  type StatusChangeBody,
  type StatusPreviewResponse,
} from '@studychina/contracts';
import { failureText } from '../../lib/api';
import { useSession } from '../../lib/session';
import { adminApi } from './admin.api';

/** How long typing must pause before the preview is asked for again. */
export const PREVIEW_DELAY_MS = 500;

type Answer = { key: string; preview: StatusPreviewResponse } | { key: string; refusal: string };

/**
 * The mail the student will receive for `body` (docs/product.md#back-office-screens): the API builds it
 * with the status change's own code, in the student's language, documents to replace included, and
 * answers the refusal the change would get. Asked for once typing pauses; the last preview stays shown
 * (dimmed) while the next one comes.
 */
export function MailPreview({ applicationId, body }: { applicationId: string; body: StatusChangeBody | null }) {
  const { token } = useSession();
  const key = body?.message ? JSON.stringify(body) : null;
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      adminApi.previewStatus(applicationId, JSON.parse(key) as StatusChangeBody, token, controller.signal).then(
        (preview) => setAnswer({ key, preview }),
        (error: unknown) => {
          if (!controller.signal.aborted) setAnswer({ key, refusal: failureText(error, COPY.failed) });
        },
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [applicationId, key, token]);

  const current = answer?.key === key ? answer : null;
  const refusal = current && 'refusal' in current ? current.refusal : null;
  // The last mail previewed, kept (dimmed) while the next one is on its way.
  const preview = answer && 'preview' in answer ? answer.preview : null;
  return (
    <div className="mail-preview" role="group" aria-label={APPLICATION_COPY.preview}>
      <p className="mail-preview-title">{APPLICATION_COPY.preview}</p>
      <p className="muted" role="status">
        {!key ? COPY.hint : !current ? COPY.loading : refusal}
      </p>
      {key && preview && !refusal && (
        <div className={current ? undefined : 'mail-preview-stale'} aria-busy={!current}>
          <p className="muted">{COPY.language(STUDENT_LANGUAGE_NAMES[preview.locale])}</p>
          <p>
            {COPY.subject}: <strong>{preview.subject}</strong>
          </p>
          <div className="mail-preview-text" lang={preview.locale}>
            {preview.text}
          </div>
        </div>
      )}
    </div>
  );
}
