import {
  APPLICATION_DRAFT_KEY,
  APPLICATION_DRAFT_SAVED_AT_KEY,
  APPLICATION_DRAFT_STEP_KEY,
  emptyApplication,
  parseDraft,
  serializeDraft,
  type ApplicationFormValues,
} from '@studychina/contracts';

/*
 * The draft in localStorage (docs/product.md#browser-storage, docs/product.md#apply-draft): the values only, never the files.
 * Storage can be full or switched off (private mode on some phones): the form then simply works
 * without a draft instead of breaking.
 */

export function loadDraft(): ApplicationFormValues {
  try {
    return parseDraft(localStorage.getItem(APPLICATION_DRAFT_KEY)) ?? emptyApplication();
  } catch {
    return emptyApplication();
  }
}

const EMPTY = serializeDraft(emptyApplication());

/** When the browser draft was last changed (ms since epoch), 0 when unknown: to tell which of two drafts is newer. */
export function loadDraftSavedAt(): number {
  try {
    return Date.parse(localStorage.getItem(APPLICATION_DRAFT_SAVED_AT_KEY) ?? '') || 0;
  } catch {
    return 0;
  }
}

/**
 * Saves the values (and when, if they changed); a form back at its defaults (after Reset or a submit)
 * leaves no draft behind.
 */
export function saveDraft(values: ApplicationFormValues): void {
  try {
    const text = serializeDraft(values);
    if (text === EMPTY) {
      localStorage.removeItem(APPLICATION_DRAFT_KEY);
      localStorage.removeItem(APPLICATION_DRAFT_SAVED_AT_KEY);
    } else if (localStorage.getItem(APPLICATION_DRAFT_KEY) !== text) {
      localStorage.setItem(APPLICATION_DRAFT_KEY, text);
      localStorage.setItem(APPLICATION_DRAFT_SAVED_AT_KEY, new Date().toISOString());
    }
  } catch {
    // Quota exceeded or storage disabled: nothing to do, the form keeps its state in memory.
  }
}

/** The furthest step reached with this draft (0-based), 0 when unknown (docs/decisions/0094-a-step-checks-only-itself.md). */
export function loadFurthestStep(): number {
  try {
    const stored = Number(localStorage.getItem(APPLICATION_DRAFT_STEP_KEY));
    return Number.isInteger(stored) && stored > 0 ? stored : 0;
  } catch {
    return 0;
  }
}

export function saveFurthestStep(step: number): void {
  try {
    if (step > 0) localStorage.setItem(APPLICATION_DRAFT_STEP_KEY, String(step));
    else localStorage.removeItem(APPLICATION_DRAFT_STEP_KEY);
  } catch {
    // Storage refused: the furthest step lives in memory for this visit.
  }
}

/** After a submit: no draft, no step reached (docs/product.md#apply-draft); the page may be gone before its effects run. */
export function clearDraft(): void {
  try {
    localStorage.removeItem(APPLICATION_DRAFT_KEY);
    localStorage.removeItem(APPLICATION_DRAFT_SAVED_AT_KEY);
    localStorage.removeItem(APPLICATION_DRAFT_STEP_KEY);
  } catch {
    // Storage refused: there was no draft to remove.
  }
}
