import type { Prisma } from '../generated/prisma/client.js';
import type { DegreeLevel, TeachingLanguage } from '../generated/prisma/enums.js';
import { nextMarchStarts, nextSeptemberStarts, type IntakeDates } from './intake-dates.js';
import { between, type Random } from './random.js';
import { programmeSearchText } from './search-text.js';

/**
 * One programme of a generated catalogue (the starter catalogue, the demo): titles in both languages, fees in
 * minor units, requirements for both markets, the documents it asks, its next intakes. Every figure is sample data
 * (docs/product.md#programme-catalogue).
 */

/** A subject: one of the majors, with what its programmes are called and cost. */
export interface Subject {
  majorId: number;
  majorName: string;
  majorNameFr: string | null;
  subject: string;
  subjectFr: string;
  degrees: DegreeLevel[];
  bachelorMonths: number;
  /** Bachelor's tuition range, whole yuan a year. */
  tuitionYuan: [number, number];
}

export interface UniversityForProgrammes {
  id: number;
  slug: string;
  name: string;
  nameZh: string;
  cityName: string;
  cityNameFr: string;
}

export interface ProgrammeDraft {
  data: Prisma.ProgrammeCreateManyInput;
  intakes: IntakeDates[];
  documents: { document: string; note: string; noteFr: string }[];
}

const lowerFirst = (words: string) => words.charAt(0).toLowerCase() + words.slice(1);
const NNBSP = '\u202F';

function titles(subject: Subject, degree: DegreeLevel, months: number): [string, string] {
  const s = subject.subject;
  const f = lowerFirst(subject.subjectFr);
  switch (degree) {
    case 'bachelor':
      return [`Bachelor's in ${s}`, `Licence en ${f}`];
    case 'master':
      return [`Master's in ${s}`, `Master en ${f}`];
    case 'doctorate':
      return [`PhD in ${s}`, `Doctorat en ${f}`];
    case 'diploma':
      return [`Diploma in ${s}`, `Diplôme en ${f}`];
    case 'foundation':
      return [`Foundation Year: ${s}`, `Année préparatoire${NNBSP}: ${f}`];
    case 'language':
      return months >= 12
        ? ['Chinese Language Programme (one year)', 'Programme de langue chinoise (un an)']
        : ['Chinese Language Programme (one semester)', 'Programme de langue chinoise (un semestre)'];
    case 'non_degree':
      return [`Short Course in ${s}`, `Formation courte en ${f}`];
  }
}

export const slugify = (words: string): string =>
  words
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function durationMonths(random: Random, subject: Subject, degree: DegreeLevel, language: TeachingLanguage): number {
  switch (degree) {
    case 'bachelor':
      return subject.bachelorMonths;
    case 'master':
      return language === 'chinese' ? 36 : random() < 0.6 ? 24 : 36;
    case 'doctorate':
      return random() < 0.5 ? 36 : 48;
    case 'diploma':
      return 36;
    case 'foundation':
      return 12;
    case 'language':
      return random() < 0.7 ? 12 : 6;
    case 'non_degree':
      return 6;
  }
}

const TUITION_FACTOR: Record<DegreeLevel, number> = {
  bachelor: 1,
  master: 1.2,
  doctorate: 1.35,
  diploma: 0.75,
  foundation: 0.8,
  language: 0,
  non_degree: 0,
};

/** Whole yuan a year, rounded to 500. */
function tuitionYuan(random: Random, subject: Subject, degree: DegreeLevel, language: TeachingLanguage): number {
  let yuan: number;
  if (degree === 'language') yuan = between(random, 8, 16) * 1000;
  else if (degree === 'non_degree') yuan = between(random, 6, 12) * 1000;
  else {
    const [min, max] = subject.tuitionYuan;
    yuan = between(random, min, max) * TUITION_FACTOR[degree];
    if (language === 'chinese') yuan *= 0.8;
  }
  return Math.round(yuan / 500) * 500;
}

const SECONDARY_GRADE = [
  'WAEC/NECO: five credits including English and Mathematics (Nigeria); Baccalauréat with an average of 12/20 (francophone Africa)',
  `Baccalauréat avec une moyenne de 12/20 (Afrique francophone)${NNBSP}; WAEC/NECO${NNBSP}: cinq crédits dont anglais et mathématiques (Nigeria)`,
] as const;
const MEDICAL_GRADE = [
  'WAEC/NECO: credits in English, Mathematics, Biology, Chemistry and Physics (Nigeria); scientific Baccalauréat (série C or D) with 12/20 (francophone Africa)',
  `Baccalauréat scientifique (série C ou D) avec 12/20 (Afrique francophone)${NNBSP}; WAEC/NECO${NNBSP}: crédits en anglais, mathématiques, biologie, chimie et physique (Nigeria)`,
] as const;
const BACHELOR_GRADE = [
  "A bachelor's degree with second class (lower division) or better, or a licence with 12/20",
  'Une licence avec au moins 12/20 de moyenne, ou un bachelor avec mention second class (lower division)',
] as const;
const MASTER_GRADE = [
  "A master's degree in a related field, with a research proposal",
  'Un master dans un domaine proche, avec un projet de recherche',
] as const;

function requirements(
  random: Random,
  subject: Subject,
  degree: DegreeLevel,
  language: TeachingLanguage,
): Partial<Prisma.ProgrammeCreateManyInput> {
  const english = language === 'english' || language === 'bilingual';
  const chinese = language === 'chinese' || language === 'bilingual';
  const medical = subject.bachelorMonths > 48 && subject.subject !== 'Architecture';
  const r: Partial<Prisma.ProgrammeCreateManyInput> = {};
  if (degree === 'master') {
    Object.assign(r, { ageMin: 21, ageMax: 35, minPreviousDegree: 'bachelor' as const });
    [r.minGrade, r.minGradeFr] = BACHELOR_GRADE;
  } else if (degree === 'doctorate') {
    Object.assign(r, { ageMin: 23, ageMax: 40, minPreviousDegree: 'master' as const });
    [r.minGrade, r.minGradeFr] = MASTER_GRADE;
  } else if (degree === 'language' || degree === 'non_degree') {
    Object.assign(r, { ageMin: 16, ageMax: 50, minPreviousDegree: 'secondary' as const });
  } else {
    Object.assign(r, { ageMin: 17, ageMax: degree === 'diploma' ? 30 : 25, minPreviousDegree: 'secondary' as const });
    [r.minGrade, r.minGradeFr] = medical ? MEDICAL_GRADE : SECONDARY_GRADE;
  }
  if (degree !== 'language' && degree !== 'foundation' && degree !== 'non_degree') {
    if (english) {
      const ielts = degree === 'bachelor' || degree === 'diploma' ? 5.5 : random() < 0.5 ? 6 : 6.5;
      Object.assign(r, { ieltsMin: ielts, toeflMin: ielts >= 6.5 ? 90 : 80, duolingoMin: ielts >= 6.5 ? 110 : 100 });
    }
    if (chinese) r.hskLevel = degree === 'bachelor' || degree === 'diploma' ? 4 : 5;
  }
  if (language === 'french') {
    r.requirementNotes = 'French at level B2 (DELF or DALF), or secondary schooling in French.';
    r.requirementNotesFr = 'Français de niveau B2 (DELF ou DALF), ou une scolarité secondaire en français.';
  } else if (english) {
    r.requirementNotes =
      'Applicants from countries where English is the official language (Nigeria, Ghana) may show their WAEC English result instead of a test.';
    r.requirementNotesFr =
      "Les candidats de pays anglophones (Nigeria, Ghana) peuvent présenter leur résultat d'anglais au WAEC au lieu d'un test.";
  }
  return r;
}

const DOCUMENT_NOTES: Record<string, [string, string]> = {
  transcripts: [
    'Certified copies, translated into English or Chinese',
    'Copies certifiées, traduites en anglais ou en chinois',
  ],
  certificates: ['Your highest certificate or diploma', 'Votre diplôme le plus élevé'],
  medicalReport: [
    'The Foreigner Physical Examination Form, dated within six months',
    "Le formulaire d'examen médical pour étrangers, daté de moins de six mois",
  ],
  nonCriminalRecord: ['Dated within six months', 'Daté de moins de six mois'],
  bankStatement: ['At least USD 5,000 or its equivalent', "Au moins 5 000 USD ou l'équivalent"],
  recommendationLetters: ['Two letters from professors or employers', 'Deux lettres de professeurs ou d’employeurs'],
  researchProposal: ['About 1,500 words', 'Environ 1 500 mots'],
};

function documents(degree: DegreeLevel, language: TeachingLanguage): ProgrammeDraft['documents'] {
  const lists = ['passportScan', 'passportphoto', 'transcripts', 'certificates', 'medicalReport', 'bankStatement'];
  if (degree !== 'language' && degree !== 'non_degree') lists.push('nonCriminalRecord');
  if (language === 'english' || language === 'bilingual') lists.push('englishCertificate');
  if (degree === 'master' || degree === 'doctorate') lists.push('recommendationLetters');
  if (degree === 'doctorate') lists.push('researchProposal');
  return lists.map((document) => {
    const [note, noteFr] = DOCUMENT_NOTES[document] ?? ['', ''];
    return { document, note, noteFr };
  });
}

const SERVICE_FEE_USD: Record<DegreeLevel, number> = {
  bachelor: 450,
  master: 500,
  doctorate: 550,
  diploma: 400,
  foundation: 350,
  language: 300,
  non_degree: 300,
};

export function programmeSlug(
  universitySlug: string,
  subject: Subject,
  degree: DegreeLevel,
  language: TeachingLanguage,
) {
  const what = degree === 'language' ? 'chinese-language' : slugify(subject.subject);
  return `${universitySlug}-${degree.replace('_', '-')}-${what}-${language}`;
}

/** A programme of `subject` at `university`, its figures drawn from `random`. */
export function buildProgramme(
  random: Random,
  university: UniversityForProgrammes,
  subject: Subject,
  degree: DegreeLevel,
  language: TeachingLanguage,
  options: { now: Date; figuresCheckedOn: Date },
): ProgrammeDraft {
  const months = durationMonths(random, subject, degree, language);
  const [title, titleFr] = titles(subject, degree, months);
  const yuan = tuitionYuan(random, subject, degree, language);
  const marchToo =
    degree === 'language' ||
    degree === 'foundation' ||
    degree === 'non_degree' ||
    (degree !== 'bachelor' && random() < 0.4);
  const intakes = [...nextSeptemberStarts(options.now), ...(marchToo ? nextMarchStarts(options.now) : [])];
  const years = months >= 12 ? `${months / 12}` : `${months}`;
  return {
    data: {
      slug: programmeSlug(university.slug, subject, degree, language),
      universityId: university.id,
      majorId: subject.majorId,
      title,
      titleFr,
      description: `${title} at ${university.name}, ${university.cityName}: ${years} ${months >= 12 ? 'years' : 'months'} of study.`,
      descriptionFr: `${titleFr} à ${university.name}, ${university.cityNameFr}${NNBSP}: ${years} ${months >= 12 ? (months >= 24 ? 'ans' : 'an') : 'mois'} d'études.`,
      degree,
      language,
      durationMonths: months,
      tuitionPerYear: yuan * 100,
      tuitionCurrency: 'CNY',
      applicationFee: between(random, 4, 10) * 100 * 100,
      applicationFeeCurrency: 'CNY',
      serviceFee: SERVICE_FEE_USD[degree] * 100,
      serviceFeeCurrency: 'USD',
      ...requirements(random, subject, degree, language),
      figuresCheckedOn: options.figuresCheckedOn,
      searchText: programmeSearchText({
        title,
        titleFr,
        universityName: university.name,
        universityNameZh: university.nameZh,
        cityName: university.cityName,
        cityNameFr: university.cityNameFr,
        majorName: subject.majorName,
        majorNameFr: subject.majorNameFr,
      }),
    },
    intakes,
    documents: documents(degree, language),
  };
}
