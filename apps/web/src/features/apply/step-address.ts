import { LAST_APPLICATION_STEP } from '@studychina/contracts';

/*
 * The form's step in the address (docs/product.md#apply-steps, docs/decisions/0094-a-step-checks-only-itself.md):
 * `?step=3` is the third step as the student reads it (2 in the code); `/apply` alone is the first. The
 * browser's Back and Forward move between steps, and a reload or a restored tab reopens the step.
 */

const PARAM = 'step';

/** The 0-based step an address asks for: 0 for none or anything unreadable, capped at the last. */
export function stepFromSearch(search: string): number {
  const raw = new URLSearchParams(search).get(PARAM);
  const shown = raw && /^\d{1,2}$/.test(raw) ? Number(raw) : 1;
  return Math.min(Math.max(shown, 1), LAST_APPLICATION_STEP + 1) - 1;
}

/** The query of the address showing `step` (0-based), other parameters kept: '' for the first step. */
export function stepSearch(step: number, search = ''): string {
  const params = new URLSearchParams(search);
  if (step <= 0) params.delete(PARAM);
  else params.set(PARAM, String(step + 1));
  const query = params.toString();
  return query ? `?${query}` : '';
}
