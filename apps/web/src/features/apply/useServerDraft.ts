import { useCallback, useEffect, useRef, useState } from 'react';
import {
  emptyApplication,
  type FormTexts,
  restoreDraft,
  serializeDraft,
  type ApplicationFormValues,
} from '@studychina/contracts';
import { useSession } from '../../lib/session';
import { submissionValues } from './apply.api';
import { loadDraftSavedAt } from './draft-storage';
import { getServerDraft, putServerDraft } from './server-draft.api';
import type { ApplicationForm } from './useApplicationForm';

/** Quiet time after the last keystroke before the text goes to the account's draft. */
export const SERVER_DRAFT_DEBOUNCE_MS = 1000;
const EMPTY = serializeDraft(emptyApplication());

/**
 * The account's draft beside the browser's (docs/product.md#resumable-uploads-and-the-server-draft): on
 * opening, its documents are listed and, when its text differs from this browser's, the newer of the two
 * wins and the student is told; then every change is saved to it, debounced. `flush` saves the values as
 * they will be submitted, before a submit.
 */
export function useServerDraft(form: ApplicationForm) {
  const { token } = useSession();
  const { values, restoreUploaded, replaceValues } = form;
  // Which draft was kept: the page says it in its language (FORM_TEXTS.draftNotices).
  const [notice, setNotice] = useState<keyof FormTexts['draftNotices'] | null>(null);
  // Until the account's draft is read, nothing is saved to it (an empty form would overwrite it).
  const [ready, setReady] = useState(false);
  const saved = useRef<string | null>(null);
  // The values the account's draft is compared with when it arrives (read in the effect, not a dependency).
  const current = useRef(values);
  useEffect(() => {
    current.current = values;
  }, [values]);

  useEffect(() => {
    if (!token) return;
    const abort = new AbortController();
    getServerDraft(token, abort.signal)
      .then((server) => {
        restoreUploaded(server.files);
        const theirs = restoreDraft(server.draft);
        const text = serializeDraft(theirs);
        const mine = serializeDraft(current.current);
        saved.current = text;
        if (text !== mine && text !== EMPTY) {
          const newer = (Date.parse(server.updatedAt ?? '') || 0) > loadDraftSavedAt();
          if (mine === EMPTY || newer) {
            replaceValues(theirs);
            setNotice('fromAccount');
          } else {
            setNotice('fromBrowser');
          }
        }
      })
      .catch(() => undefined) // No account draft reachable: the browser's draft still works.
      .finally(() => {
        if (!abort.signal.aborted) setReady(true);
      });
    return () => abort.abort();
  }, [token, restoreUploaded, replaceValues]);

  useEffect(() => {
    if (!ready || !token) return;
    const text = serializeDraft(values);
    if (text === saved.current) return;
    const timer = setTimeout(() => {
      putServerDraft(token, values)
        .then(() => {
          saved.current = text;
        })
        .catch(() => undefined); // Offline or refused: the browser draft keeps it; the next change tries again.
    }, SERVER_DRAFT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [ready, token, values]);

  /** Saves the values as POST /apply would receive them (trimmed, Work Experience only when needed). */
  const flush = useCallback(async (token: string, submitted: ApplicationFormValues) => {
    await putServerDraft(token, submissionValues(submitted));
    saved.current = null;
  }, []);

  /** `ready`: the account's draft has been read (or could not be): the values are the ones to work on. */
  return { notice, dismissNotice: () => setNotice(null), flush, ready };
}
