import { useCallback, useEffect, useRef, useState } from 'react';
import {
  labelText,
  FILE_LIST_NAMES,
  FILE_LIST_RULES,
  LAST_APPLICATION_STEP,
  addEducationEntry,
  addFamilyMember,
  emptyApplication,
  fileTypeNotAllowedText,
  isAcceptedFile,
  removeEducationEntry,
  removeFamilyMember,
  validateStep,
  withAccountDetails,
  type AccountDetails,
  type ApplicationFormValues,
  type ApplicationTextField,
  type DraftFiles,
  type FileListName,
  type StepValidation,
} from '@studychina/contracts';
import { useSession } from '../../lib/session';
import {
  createDocumentUploads,
  findInterruptedUploads,
  forgetStoredUpload,
  newItemKey,
  type DocItem,
  type DocumentUploads,
} from './document-uploads';
import { loadDraft, saveDraft } from './draft-storage';
import {
  NO_ERRORS,
  countedFiles,
  emptyFileState,
  hideSummary,
  keepRefusedFiles,
  leavingStep,
  patchItem,
  withEntryErrors,
  withoutEntryError,
  withoutFieldError,
  type FileState,
  type ListName,
} from './form-state';
import { deleteDraftFile } from './server-draft.api';
import { useChosenProgrammes } from '../../lib/programme-choices/useChosenProgrammes';
import { useFormStep } from './useFormStep';

/**
 * The application form's state (docs/product.md#apply-steps): values (auto-saved as a draft on every
 * change), the documents (uploaded in the background as soon as chosen, never in the browser draft:
 * docs/product.md#resumable-uploads-and-the-server-draft), the current step and the errors shown. Plain
 * React state: docs/decisions/0015-small-hand-written-ui.md.
 */
export function useApplicationForm() {
  const { token } = useSession();
  const [values, setValues] = useState<ApplicationFormValues>(loadDraft);
  const [files, setFiles] = useState<FileState>(emptyFileState);
  // The programmes chosen, for the picker, the eligibility checks and the Review step.
  const { programmes, programmeFacts } = useChosenProgrammes(values);
  // The uploads live outside React (they outlast renders); each change they report lands in `files`.
  const uploads = useRef<DocumentUploads | null>(null);
  useEffect(() => {
    if (!token) return;
    const running = createDocumentUploads({
      token,
      onChange: (key, patch) => setFiles((current) => patchItem(current, key, patch)),
    });
    uploads.current = running;
    let open = true;
    // Uploads a reload or a killed tab cut short: listed until chosen again (or removed).
    void findInterruptedUploads()
      .then((found) => {
        if (!open || found.length === 0) return;
        setFiles((current) => {
          const next = { ...current };
          for (const { list, ...item } of found)
            if (!FILE_LIST_NAMES.some((l) => current[l].some((known) => known.id === item.id)))
              next[list] = [...next[list], item];
          return next;
        });
      })
      .catch(() => undefined);
    return () => {
      open = false;
      running.stop();
      if (uploads.current === running) uploads.current = null;
    };
  }, [token]);
  // The step is in the address; the progress bar opens any step up to the furthest reached (docs/product.md#apply-steps).
  const { step, furthest, open, forget } = useFormStep(values, files);
  const [errors, setErrors] = useState<StepValidation>(NO_ERRORS);
  // The step whose error list is showing. On any other step the list is hidden (the inline errors stay):
  // whatever moved the step (a button, the progress bar, the browser's Back), docs/product.md#apply-steps.
  const [listStep, setListStep] = useState(step);
  const [shownStep, setShownStep] = useState(step);
  if (shownStep !== step) {
    setShownStep(step);
    if (listStep !== step) setErrors(hideSummary);
  }
  // The step whose own check is showing its list (Continue or Submit found problems there): while the
  // applicant stays on it, every change checks it again, so the list shrinks as they fix things and
  // goes once the step is valid (docs/product.md#apply-validation). A server's list (422) is not re-checked:
  // only the server knows some of its texts.
  const [liveStep, setLiveStep] = useState<number | null>(null);

  useEffect(() => saveDraft(values), [values]);
  useEffect(() => {
    if (liveStep !== step) return;
    const result = validateStep(step, values, countedFiles(files), new Date(), programmeFacts);
    // Follows values and files changed by many setters (fields, entries, files): one place instead of each.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setErrors((current) => keepRefusedFiles(result, current));
    if (result.messages.length === 0) setLiveStep(null);
  }, [liveStep, step, values, files, programmeFacts]);

  const setField = useCallback((name: ApplicationTextField, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => withoutFieldError(current, name));
  }, []);

  const setEntryField = useCallback((list: ListName, index: number, field: string, value: string) => {
    setValues((current) => ({
      ...current,
      [list]: current[list].map((entry, i) => (i === index ? { ...entry, [field]: value } : entry)),
    }));
    setErrors((current) => withoutEntryError(current, list, index, field));
  }, []);

  const addEntry = useCallback((list: ListName) => {
    setValues((current) => (list === 'educationHistory' ? addEducationEntry(current) : addFamilyMember(current)));
    setErrors((current) => withoutFieldError(current, list));
  }, []);

  // Removing re-indexes the per-entry error records (docs/product.md#apply-education) with the contracts helpers.
  const removeEntry = (list: ListName, index: number) => {
    const remove = list === 'educationHistory' ? removeEducationEntry : removeFamilyMember;
    const result = remove(values, index, list === 'educationHistory' ? errors.educationErrors : errors.familyErrors);
    setValues(result.values);
    setErrors(withEntryErrors(errors, list, result.errors));
  };

  /** Stops a document's upload and removes its server copy (finished or not). */
  const discardItem = (item: DocItem) => {
    if (uploads.current?.remove(item.key)) return;
    if (item.storedKey) void forgetStoredUpload(item.storedKey).catch(() => undefined);
    if (item.id && token) void deleteDraftFile(token, item.id).catch(() => undefined);
  };

  /**
   * Files picked or dropped: a single-file list keeps the newest, others add up; wrong types are refused.
   * Each accepted file starts uploading at once.
   */
  const addFiles = (list: FileListName, incoming: readonly File[]) => {
    const accepted = incoming.filter((file) => isAcceptedFile(list, file));
    if (accepted.length > 0) {
      const single = !FILE_LIST_RULES[list].multiple;
      const chosen = (single ? accepted.slice(-1) : accepted).map((file): DocItem => ({
        key: newItemKey(),
        name: file.name,
        size: file.size,
        type: file.type,
        file,
        state: 'uploading',
        percent: 0,
      }));
      if (single) files[list].forEach(discardItem);
      // An interrupted upload of the same file gives way: the new one resumes it (tus-js-client's fingerprint).
      const resumed = (item: DocItem) =>
        item.state === 'interrupted' && chosen.some((c) => c.name === item.name && c.size === item.size);
      setFiles((current) => ({
        ...current,
        [list]: single ? chosen : [...current[list].filter((item) => !resumed(item)), ...chosen],
      }));
      for (const item of chosen) void uploads.current?.start(item.key, list, item.file!);
    }
    const refused = accepted.length < incoming.length;
    setErrors((current) => {
      const cleared = withoutFieldError(current, list);
      if (!refused) return cleared;
      const message = fileTypeNotAllowedText(labelText(list));
      return { ...cleared, fieldErrors: { ...cleared.fieldErrors, [list]: [message] } };
    });
  };

  const removeFile = (list: FileListName, index: number) => {
    const item = files[list][index];
    if (item) discardItem(item);
    setFiles((current) => ({ ...current, [list]: current[list].filter((_, i) => i !== index) }));
  };

  const retryFile = (key: string) => uploads.current?.retry(key);

  /** The server draft's documents (another device's, or this one's before a reload), shown as uploaded. */
  const restoreUploaded = useCallback((uploaded: Partial<DraftFiles>) => {
    setFiles((current) => {
      const next = { ...current };
      for (const list of Object.keys(current) as FileListName[]) {
        const finished = new Set((uploaded[list] ?? []).map((file) => file.id));
        // A fingerprint left behind by an upload that did finish: the server's entry is the one to show.
        const kept = current[list].filter((item) => !(item.state === 'interrupted' && finished.has(item.id ?? '')));
        const known = new Set(kept.map((item) => item.id).filter(Boolean));
        const found = (uploaded[list] ?? [])
          .filter((file) => !known.has(file.id))
          .map((file): DocItem => ({
            key: `server-${file.id}`,
            id: file.id,
            name: file.originalName,
            size: file.size,
            type: file.mimeType,
            state: 'done',
            percent: 100,
          }));
        next[list] = [...found, ...kept];
      }
      return next;
    });
  }, []);

  /** The values of the newer draft (the account's), replacing this browser's. */
  const replaceValues = useCallback((restored: ApplicationFormValues) => setValues(restored), []);

  /** Step 1's empty name, e-mail and phone from the account (docs/product.md#apply-personal); nothing typed is replaced. */
  const fillFromAccount = useCallback(
    (account: AccountDetails) => setValues((current) => withAccountDetails(current, account)),
    [],
  );

  /** Shows a check's result on a step (Continue, Submit, a 422); `live`: our own check, re-run as the applicant edits. */
  const showErrors = (at: number, result: StepValidation, live = false) => {
    setErrors(result);
    setListStep(at);
    setLiveStep(live ? at : null);
    if (at !== step) open(at);
  };

  /** Continue (docs/product.md#apply-steps): validate this step; forward one step if it passes, else show the list. */
  const next = (): boolean => {
    const result = validateStep(step, values, countedFiles(files), new Date(), programmeFacts);
    if (result.messages.length > 0) {
      setErrors(result);
      setListStep(step);
      setLiveStep(step);
      return false;
    }
    setErrors((current) => leavingStep(current, step));
    open(Math.min(step + 1, LAST_APPLICATION_STEP));
    return true;
  };

  const back = () => open(Math.max(step - 1, 0));

  /**
   * Review's Edit, the progress bar and the error list: to any step reached so far, nothing to check
   * (the step's own check runs on its Continue).
   */
  const goTo = (target: number) => {
    if (target !== step) open(Math.max(0, Math.min(target, furthest)));
  };

  /** The state after Reset form or a submit: defaults, nothing reached, no errors, no draft, the first step. */
  const reset = () => {
    setValues(emptyApplication());
    setFiles(emptyFileState());
    forget();
    setErrors(NO_ERRORS);
    setLiveStep(null);
    if (step !== 0) open(0);
  };

  /** Reset (docs/product.md#apply-steps): as after a submit, and the documents leave the server draft too. */
  const discard = () => {
    for (const list of Object.keys(files) as FileListName[]) files[list].forEach(discardItem);
    reset();
  };

  return {
    values,
    files,
    step,
    furthest,
    errors,
    setField,
    setEntryField,
    addEntry,
    removeEntry,
    addFiles,
    removeFile,
    retryFile,
    restoreUploaded,
    replaceValues,
    fillFromAccount,
    next,
    back,
    goTo,
    reset,
    discard,
    showErrors,
    programmes,
    programmeFacts,
  };
}

export type ApplicationForm = ReturnType<typeof useApplicationForm>;
