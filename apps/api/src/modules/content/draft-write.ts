import type { Prisma } from '@studychina/db';
import { frenchMissing, languageTexts } from '@studychina/contracts';
import type { ContentAdapter } from './content-adapter.js';

type Data = Record<string, unknown>;
type Before = { draft: Prisma.JsonValue; englishChangedAt: Date; frenchChangedAt: Date };

/** Whether an item belongs in "French missing or older than English" (`?french=missing`). */
export const frenchGapOf = (draft: unknown, englishChangedAt: Date, frenchChangedAt: Date): boolean =>
  frenchMissing(draft as Data).length > 0 || frenchChangedAt < englishChangedAt;

/**
 * What every write of a draft sets beside it (a create, a save, a restore, an import): its title for the list, when
 * its English and its French last changed, and `frenchGap`, so the database filters the French queue by an index
 * instead of the service reading every draft of the kind.
 */
export function draftWrite(adapter: ContentAdapter, data: Data, at: Date, before?: Before) {
  const changed = (language: 'en' | 'fr') =>
    !before || languageTexts(before.draft as Data, language) !== languageTexts(data, language);
  const englishChangedAt = changed('en') ? at : before!.englishChangedAt;
  const frenchChangedAt = changed('fr') ? at : before!.frenchChangedAt;
  return {
    draft: data as Prisma.InputJsonValue,
    title: adapter.title(data),
    englishChangedAt,
    frenchChangedAt,
    frenchGap: frenchGapOf(data, englishChangedAt, frenchChangedAt),
  };
}
