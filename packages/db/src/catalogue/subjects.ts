import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { DegreeLevel } from '../generated/prisma/enums.js';
import type { Subject } from './programme-rows.js';

/** One line of prisma/seed/catalogue/subjects.json: what programmes of a major are made of. */
interface SeedSubject {
  major: string;
  subject: string;
  subjectFr: string;
  degrees: DegreeLevel[];
  bachelorMonths: number;
  tuitionYuan: [number, number];
}

/**
 * The subjects programmes are made from, by their major's name, in the file's order: the starter catalogue's and the
 * demo generator's. A major staff renamed or removed has none. The majors' French names (seedIfEmpty, which runs
 * first) go into the programmes' search texts.
 */
export async function readSubjects(prisma: PrismaClient, seedDir: string): Promise<Map<string, Subject>> {
  const seed = JSON.parse(await readFile(join(seedDir, 'catalogue', 'subjects.json'), 'utf8')) as SeedSubject[];
  const majors = new Map((await prisma.major.findMany()).map((m) => [m.name, m]));
  const subjects = new Map<string, Subject>();
  for (const s of seed) {
    const major = majors.get(s.major);
    if (!major) continue;
    subjects.set(s.major, {
      majorId: major.id,
      majorName: major.name,
      majorNameFr: major.nameFr,
      subject: s.subject,
      subjectFr: s.subjectFr,
      degrees: s.degrees,
      bachelorMonths: s.bachelorMonths,
      tuitionYuan: s.tuitionYuan,
    });
  }
  return subjects;
}
