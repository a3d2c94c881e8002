/** The twelve file lists of the application, by name (./files.ts holds their rules). */
export const FILE_LIST_NAMES = [
  'passportphoto',
  'passportScan',
  'applicantSignature',
  'sponsorSignature',
  'transcripts',
  'recommendationLetters',
  'medicalReport',
  'certificates',
  'bankStatement',
  'nonCriminalRecord',
  'englishCertificate',
  'researchProposal',
] as const;
export type FileListName = (typeof FILE_LIST_NAMES)[number];
export const isFileListName = (name: string): name is FileListName =>
  (FILE_LIST_NAMES as readonly string[]).includes(name);
