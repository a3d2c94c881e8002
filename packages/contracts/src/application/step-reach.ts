import { LAST_APPLICATION_STEP, VALIDATED_STEPS, type ApplicationFormValues } from './fields.js';
import { hasStepErrors, validateStep, type FilesInput } from './validate-step.js';

/**
 * Which step the form may open (docs/product.md#apply-steps): the step is in the address, so a reload, the
 * browser's Back and Forward, or a typed address can ask for any step. A step is reachable when the
 * applicant has been there already (the progress bar opens those), or when Continue would get there: every
 * step before it passes its check. Zod-free, like the checks (docs/decisions/0007-zod-free-form-checks.md).
 */

/** The first step before `step` whose own check fails (where Continue would stop), or null. */
export const firstFailingStepBefore = (
  step: number,
  values: ApplicationFormValues,
  files: FilesInput = {},
  now: Date = new Date(),
): number | null => {
  for (const earlier of VALIDATED_STEPS) {
    if (earlier >= step) break;
    if (hasStepErrors(validateStep(earlier, values, files, now))) return earlier;
  }
  return null;
};

/**
 * The step to open for the `requested` one (0-based): itself when reachable; otherwise the first step
 * with errors or the furthest one visited, whichever lies further (never a step the applicant could not
 * have reached, never one further back than they have been).
 */
export const reachableStep = (
  requested: number,
  furthestVisited: number,
  values: ApplicationFormValues,
  files: FilesInput = {},
  now: Date = new Date(),
): number => {
  const wanted = Math.min(Math.max(0, Math.trunc(requested) || 0), LAST_APPLICATION_STEP);
  if (wanted <= furthestVisited) return wanted;
  const failing = firstFailingStepBefore(wanted, values, files, now);
  return failing === null ? wanted : Math.max(failing, Math.min(furthestVisited, LAST_APPLICATION_STEP));
};
