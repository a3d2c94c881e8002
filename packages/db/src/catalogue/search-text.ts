/**
 * The catalogue's search column and query words (docs/decisions/0112-programme-catalogue-search.md): lower
 * case, accents taken off (Unicode decomposition, marks dropped: "Médecine" → "medecine"), every run of
 * characters that are not letters or digits one space. The writer of a programme or university stores it;
 * the API puts a query through the same function, so both sides always agree.
 */
export function normaliseSearch(words: string): string {
  return words
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Words shorter than this are matched as typed; from this length one typo is forgiven. */
export const TYPO_MIN_LENGTH = 5;

/** What a programme is found by: its titles, its university's names, its city's names and its major's names. */
export interface ProgrammeSearchParts {
  title: string;
  titleFr: string;
  universityName: string;
  universityNameZh: string;
  cityName: string;
  cityNameFr: string;
  majorName: string;
  majorNameFr?: string | null;
}

export const programmeSearchText = (p: ProgrammeSearchParts): string =>
  normaliseSearch(
    [p.title, p.titleFr, p.universityName, p.universityNameZh, p.cityName, p.cityNameFr, p.majorName, p.majorNameFr]
      .filter(Boolean)
      .join(' '),
  );

/** What a university is found by: its names and its city's names. */
export const universitySearchText = (u: { name: string; nameZh: string; cityName: string; cityNameFr: string }) =>
  normaliseSearch([u.name, u.nameZh, u.cityName, u.cityNameFr].join(' '));

/** The words of search texts worth keeping for typo look-ups (SearchWord): long enough, not numbers. */
export function searchWords(texts: Iterable<string>): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of text.split(' ')) if (word.length >= TYPO_MIN_LENGTH && !/^\d+$/.test(word)) words.add(word);
  }
  return [...words];
}
