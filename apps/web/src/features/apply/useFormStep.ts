import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { reachableStep, type ApplicationFormValues } from '@studychina/contracts';
import { loadFurthestStep, saveFurthestStep } from './draft-storage';
import { countedFiles, type FileState } from './form-state';
import { stepFromSearch, stepSearch } from './step-address';

/**
 * The form's current step, read from the address (docs/product.md#apply-steps,
 * docs/decisions/0094-a-step-checks-only-itself.md), and the furthest step reached, kept beside the draft. An
 * address naming a step the student could not have reached is replaced by the one contracts' reachableStep
 * picks (the first step with errors, or the furthest reached).
 */
export function useFormStep(values: ApplicationFormValues, files: FileState) {
  const location = useLocation();
  const navigate = useNavigate();
  const [furthest, setFurthest] = useState(loadFurthestStep);
  const requested = stepFromSearch(location.search);
  const step = reachableStep(requested, furthest, values, countedFiles(files));
  // A step reached through the address (Continue would have got there) counts as reached.
  if (step > furthest) setFurthest(step);

  useEffect(() => saveFurthestStep(furthest), [furthest]);
  useEffect(() => {
    if (step !== requested) void navigate({ search: stepSearch(step, location.search) }, { replace: true });
  }, [step, requested, navigate, location.search]);

  /** Shows `target`: a new history entry, so the browser's Back returns to this step. */
  const open = useCallback(
    (target: number) => {
      setFurthest((f) => Math.max(f, target));
      void navigate({ search: stepSearch(target, location.search) });
    },
    [navigate, location.search],
  );

  /** After a submit or Reset form: nothing reached beyond the first step. */
  const forget = useCallback(() => setFurthest(0), []);

  return { step, furthest: Math.max(furthest, step), open, forget };
}
