import type { PrismaClient } from '../generated/prisma/client.js';
import type { ProgrammeDraft } from './programme-rows.js';
import { searchWords } from './search-text.js';

// Rows per statement: a programme has ~30 columns and Postgres takes at most 65,535 parameters a statement.
const CHUNK = 500;

/** Inserts programmes with their intakes and documents, and their words into the search vocabulary. */
export async function insertProgrammes(prisma: PrismaClient, drafts: readonly ProgrammeDraft[]): Promise<number> {
  for (let at = 0; at < drafts.length; at += CHUNK) {
    const chunk = drafts.slice(at, at + CHUNK);
    const created = await prisma.programme.createManyAndReturn({
      data: chunk.map((d) => d.data),
      select: { id: true, slug: true },
    });
    const idOf = new Map(created.map((row) => [row.slug, row.id]));
    const programmeId = (draft: ProgrammeDraft) => idOf.get(draft.data.slug) as number;
    await prisma.intake.createMany({
      data: chunk.flatMap((d) =>
        d.intakes.map((i) => ({ programmeId: programmeId(d), start: i.start, deadline: i.deadline })),
      ),
    });
    await prisma.programmeDocument.createMany({
      data: chunk.flatMap((d) =>
        d.documents.map((doc, position) => ({ programmeId: programmeId(d), ...doc, position })),
      ),
    });
    await recordSearchWords(
      prisma,
      chunk.map((d) => d.data.searchText ?? ''),
    );
  }
  return drafts.length;
}

/** Adds the words of search texts to the vocabulary typos are looked up in (docs/decisions/0112-programme-catalogue-search.md). */
export async function recordSearchWords(prisma: PrismaClient, texts: Iterable<string>): Promise<void> {
  const words = searchWords(texts);
  for (let at = 0; at < words.length; at += 5000) {
    await prisma.searchWord.createMany({
      data: words.slice(at, at + 5000).map((word) => ({ word })),
      skipDuplicates: true,
    });
  }
}
