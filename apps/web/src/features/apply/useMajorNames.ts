import { useMemo } from 'react';
import { useAllMajors } from '../../lib/majors';

/** The majors for the major inputs' suggestions; a failure only loses the suggestions (docs/product.md#apply-personal: logged). */
export function useMajorNames(): string[] {
  const { data } = useAllMajors();
  return useMemo(() => data?.map((major) => major.name) ?? [], [data]);
}
