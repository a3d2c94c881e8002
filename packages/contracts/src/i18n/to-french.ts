import { SERVER_TEXTS } from './server-texts.js';
import { SERVER_TEXTS_FR } from './server-texts.fr.js';
import { textPairs } from './translation.js';
import { STUDENT_PAGES } from './student-pages.js';
import { STUDENT_PAGES_FR, STUDENT_PAGES_RULES } from './student-pages.fr.js';
import { CONTROL_TEXTS } from './control-texts.js';
import { CONTROL_TEXTS_FR, CONTROL_TEXTS_RULES } from './control-texts.fr.js';

/**
 * English answer → French answer (issue 17, docs/decisions/0080-i18n-typed-dictionaries.md). The API's
 * services and schemas keep producing the English texts (the product's, the default answer); the edge translates
 * them: fixed texts through the paired catalogues, texts with values (labels, counts, waits) through the
 * patterns below, which take the values out of the English and put them into the French. A text neither
 * knows stays English rather than being lost (a test walks the catalogue so that does not happen silently).
 */
let pairs: Map<string, string> | undefined;
const fixed = () =>
  (pairs ??= new Map(
    [
      ...textPairs(SERVER_TEXTS, SERVER_TEXTS_FR),
      ...textPairs(STUDENT_PAGES, STUDENT_PAGES_FR),
      ...textPairs(CONTROL_TEXTS, CONTROL_TEXTS_FR),
    ].reverse(),
  ));

const UNITS: Record<string, string> = {
  second: 'seconde',
  seconds: 'secondes',
  minutes: 'minutes',
  hours: 'heures',
};
const bytes = (size: string) =>
  size
    .replace(/ MiB$/, ' Mio')
    .replace(/ KiB$/, ' Kio')
    .replace(/ bytes$/, ' octets');
const fileRef = (label: string, name: string | undefined) =>
  name === undefined ? `${toFrench(label)} : un fichier` : `${toFrench(label)} : « ${name} »`;

type Rule = [RegExp, (...groups: string[]) => string];
const RULES: Rule[] = [
  // DOCUMENTS_OUTSTANDING (back-office/texts.ts): the message lists the items; a name staff typed stays as typed.
  [
    /^Documents still outstanding: (.+)\.$/s,
    (items) => `Documents encore attendus : ${items.split('; ').map(toFrench).join(' ; ')}.`,
  ],
  [/^(.+) \(requested, not received yet\)$/s, (label) => `${toFrench(label)} (demandé, pas encore reçu)`],
  [
    /^(.+) "(.*)" \(rejected, not replaced yet\)$/s,
    (label, name) => `${toFrench(label)} « ${name} » (refusé, pas encore remplacé)`,
  ],
  [/^(.+) \(required, no file yet\)$/s, (label) => `${toFrench(label)} (obligatoire, aucun fichier)`],
  [/^Education entry (\d+): (.+)$/s, (n, rest) => `Formation ${n} : ${toFrench(rest)}`],
  [/^Family Member entry (\d+): (.+)$/s, (n, rest) => `Membre de la famille ${n} : ${toFrench(rest)}`],
  [/^(.+) is required$/, (label) => `${toFrench(label)} : champ obligatoire`],
  [/^(.+) must be at most (\d+) characters\.$/, (label, max) => `${toFrench(label)} : ${max} caractères au maximum.`],
  [/^(.+) must be one of: (.*)$/, (label, choices) => `${toFrench(label)} : choisissez parmi ${choices}`],
  [/^(.+) is not a valid date!$/, (label) => `${toFrench(label)} : date non valide !`],
  [/^(.+) cannot be in the future!$/, (label) => `${toFrench(label)} : la date ne peut pas être dans le futur !`],
  [
    /^Date of Birth looks wrong: applicants must be between (\d+) and (\d+) years old!$/,
    (min, max) => `La date de naissance semble erronée : les candidats doivent avoir entre ${min} et ${max} ans !`,
  ],
  [/^(.+) cannot be before (.+)!$/, (end, start) => `${toFrench(end)} : ne peut pas précéder ${toFrench(start)} !`],
  [
    /^Too many sign-in attempts for this account\. Please try again in (\d+) (\w+), or reset your password\.$/,
    (n, unit) =>
      `Trop de tentatives de connexion pour ce compte. Veuillez réessayer dans ${n} ${UNITS[unit] ?? unit}, ou réinitialisez votre mot de passe.`,
  ],
  [
    /^Too many codes were requested or entered for this account\. For its safety, codes are paused: please try again in (\d+) (\w+)\.$/,
    (n, unit) =>
      `Trop de codes ont été demandés ou saisis pour ce compte. Par sécurité, les codes sont suspendus : veuillez réessayer dans ${n} ${UNITS[unit] ?? unit}.`,
  ],
  [
    /^Please wait (\d+) (\w+) before requesting a new code\.$/,
    (n, unit) => `Veuillez patienter ${n} ${UNITS[unit] ?? unit} avant de demander un nouveau code.`,
  ],
  [
    /^Your email is not verified yet\. The 6-digit code we sent you a moment ago is still valid: enter it, or ask for a new one in (\d+) (\w+)\.$/,
    (n, unit) =>
      `Votre adresse e-mail n'est pas encore vérifiée. Le code à 6 chiffres envoyé il y a un instant est toujours valable : saisissez-le, ou demandez-en un nouveau dans ${n} ${UNITS[unit] ?? unit}.`,
  ],
  [/^(.+): only one file is allowed$/, (label) => `${toFrench(label)} : un seul fichier est accepté`],
  [/^(.+): this file type is not allowed$/, (label) => `${toFrench(label)} : ce type de fichier n'est pas accepté`],
  [/^(.+): at most (\d+) entries are allowed$/, (label, max) => `${toFrench(label)} : ${max} entrées au maximum`],
  [/^(.+) must be a single text value$/, (label) => `${toFrench(label)} doit être une seule valeur texte`],
  [
    /^(.+) must be JSON text holding a list of entries with text fields$/,
    (label) => `${toFrench(label)} doit être un texte JSON contenant une liste d'entrées à champs texte`,
  ],
  [
    /^An application may hold at most (\d+) files\.$/,
    (max) => `Une candidature peut contenir ${max} fichiers au maximum.`,
  ],
  [
    /^The files of an application may not exceed (.+) in total\.$/,
    (size) => `Les fichiers d'une candidature ne peuvent pas dépasser ${bytes(size)} au total.`,
  ],
  [
    /^(.+?): (?:a file|"(.*)") is larger than (.+), the largest file accepted\.$/,
    (label, name, size) => `${fileRef(label, name)} dépasse ${bytes(size)}, la taille maximale acceptée.`,
  ],
  [/^(.+?): (?:a file|"(.*)") is empty\.$/, (label, name) => `${fileRef(label, name)} est vide.`],
  [/^Request failed \((\d+)\)$/, (status) => `La requête a échoué (${status})`],
  [/^1 file$/, () => '1 fichier'],
  [/^(\d+) files$/, (n) => `${n} fichiers`],
  [/^1 document needs to be replaced$/, () => '1 document doit être remplacé'],
  [/^(\d+) documents need to be replaced$/, (n) => `${n} documents doivent être remplacés`],
  [/^Please send your corrections by (.+)\.$/, (day) => `Veuillez envoyer vos corrections avant le ${day}.`],
  [/^1 document from our team to download$/, () => '1 document de notre équipe à télécharger'],
  [/^(\d+) documents from our team to download$/, (n) => `${n} documents de notre équipe à télécharger`],
  [/^Resend OTP in (\d+)s$/, (n) => `Renvoyer le code dans ${n} s`],
  [/^Page (\d+) of (\d+)$/, (page, last) => `Page ${page} sur ${last}`],
  ...STUDENT_PAGES_RULES,
  ...CONTROL_TEXTS_RULES,
];

export function toFrench(text: string): string {
  const known = fixed().get(text);
  if (known !== undefined) return known;
  for (const [pattern, french] of RULES) {
    const match = pattern.exec(text);
    if (match) return french(...match.slice(1).map((group) => group as string));
  }
  return text;
}
