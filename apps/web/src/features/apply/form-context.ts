import { createContext, useContext } from 'react';
import type { ApplicationForm } from './useApplicationForm';

/** The form's state for the step components, so each field reads its own value and error. */
export const ApplyFormContext = createContext<ApplicationForm | null>(null);

export function useApplyForm(): ApplicationForm {
  const form = useContext(ApplyFormContext);
  if (!form) throw new Error('useApplyForm must be used inside ApplyFormContext');
  return form;
}

/** The id of the datalist of majors the API serves (docs/product.md#apply-personal: any major may still be typed). */
export const MAJORS_LIST_ID = 'apply-majors';
