import { normaliseSearch, TYPO_MIN_LENGTH, type PrismaClient } from '@studychina/db';

/** At most this many words of a query are searched (the rest are dropped): each is one more condition. */
const MAX_WORDS = 8;

/**
 * The words of `q`, each with the spellings it may stand for (docs/decisions/0112-programme-catalogue-search.md):
 * itself, and for a word of five letters or more every word of the catalogue's vocabulary within one edit
 * ("medecin" → "medecine", "medicine"). A search text matches a word when it contains one of its spellings.
 */
export async function searchWordSpellings(prisma: PrismaClient, q: string | undefined): Promise<string[][]> {
  const words = [
    ...new Set(
      normaliseSearch(q ?? '')
        .split(' ')
        .filter(Boolean),
    ),
  ].slice(0, MAX_WORDS);
  const long = words.filter((w) => w.length >= TYPO_MIN_LENGTH);
  const near = new Map<string, string[]>();
  if (long.length > 0) {
    // levenshtein_less_equal stops counting past 1; the length check skips most of the vocabulary first.
    const rows = await prisma.$queryRawUnsafe<{ w: string; word: string }[]>(
      `SELECT q.w, s.word FROM unnest($1::text[]) AS q(w)
         JOIN "SearchWord" s ON length(s.word) BETWEEN length(q.w) - 1 AND length(q.w) + 1
        WHERE s.word <> q.w AND levenshtein_less_equal(s.word, q.w, 1) <= 1`,
      long,
    );
    for (const { w, word } of rows) near.set(w, [...(near.get(w) ?? []), word]);
  }
  return words.map((w) => [w, ...(near.get(w) ?? [])]);
}
