import { useEffect, useState } from 'react';
import { fetchMajorNames } from './apply.api';

/** The majors for the major inputs' suggestions; a failure only loses the suggestions (SPEC 7: logged). */
export function useMajorNames(): string[] {
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    let current = true;
    fetchMajorNames()
      .then((list) => current && setNames(list))
      .catch((error: unknown) => console.error('majors could not be loaded', error));
    return () => {
      current = false;
    };
  }, []);
  return names;
}
