import { frenchOf } from './catalogue.js';
import type { VerifyTextsEn } from './verify-texts.en.js';

/** French of ./verify-texts.en.ts, typed by it. */
export const VERIFY_TEXTS_FR = frenchOf<VerifyTextsEn>()({
  'verify.pageTitle': 'Vérification de document · {issuer}',
  'verify.heading': 'Vérification de document',
  'verify.kind.admission_letter': 'Lettre d’admission',
  'verify.kind.offer_confirmation': 'Confirmation d’offre',
  'verify.kind.other': 'Document',
  'verify.status.valid': 'Valide',
  'verify.status.validNote': 'Nous avons délivré ce document et il n’a pas été révoqué.',
  'verify.status.revoked': 'Révoqué',
  'verify.status.revokedNote': 'Ce document a été révoqué le {date}. Motif\u202f: {reason}',
  'verify.status.superseded': 'Remplacé',
  'verify.status.supersededNote':
    'Un document plus récent du même type l’a remplacé le {date}. Demandez le plus récent à son titulaire.',
  'verify.field.status': 'Statut',
  'verify.field.issuer': 'Délivré par',
  'verify.field.kind': 'Document',
  'verify.field.holder': 'Titulaire',
  'verify.field.programme': 'Programme',
  'verify.field.university': 'Université',
  'verify.field.issuedAt': 'Délivré le',
  'verify.field.code': 'Code',
  'verify.field.sha256': 'SHA-256 du fichier délivré',
  'verify.notStated': 'Non précisé',
  'verify.check.heading': 'Votre copie est-elle celle que nous avons délivrée\u202f?',
  'verify.check.hint':
    'Déposez ici le PDF que l’on vous a remis, ou choisissez-le. Il est comparé au fichier délivré par son SHA-256, puis oublié.',
  'verify.check.button': 'Vérifier le fichier',
  'verify.check.matches': 'Ce fichier est exactement celui que nous avons délivré.',
  'verify.check.differs':
    'Ce fichier n’est pas celui que nous avons délivré\u202f: il diffère du fichier délivré et a pu être modifié. Fiez-vous aux informations ci-dessus, pas à cette copie.',
  'verify.check.noFile': 'Choisissez le fichier PDF à vérifier.',
  'verify.authority':
    'Cette page confirme seulement ce que {issuer} a délivré. La lettre d’admission de l’université elle-même et les vérifications officielles de Study in China font foi.',
  'verify.offline':
    'Le code QR du document porte aussi notre signature Ed25519, vérifiable hors ligne avec nos clés publiques\u202f: {url}',
  'verify.unknown.heading': 'Aucun document ne porte ce code',
  'verify.unknown.body':
    'Vérifiez le code imprimé sur le document (par exemple SC-7K4M-Q2XD). S’il est bien recopié, ce document n’a pas été délivré par nous.',
  'verify.tooMany.heading': 'Trop de vérifications',
  'verify.tooMany.body': 'Merci de patienter une minute avant de vérifier un autre document.',
  'verify.enter.heading': 'Vérifier un document',
  'verify.enter.label': 'Le code imprimé sur le document',
  'verify.enter.button': 'Vérifier',
  'verify.otherLanguage': 'English',
  'verify.stamp.heading': 'Vérifier ce document',
  'verify.stamp.scan': 'Scannez le code ou rendez-vous sur',
  'verify.unknownCode': 'Aucun document ne porte ce code.',
  'verify.alreadyRevoked': 'Ce document est déjà révoqué.',
  'verify.kindInvalid': 'Le type doit être admission_letter, offer_confirmation ou other.',
  'verify.pdfRequired':
    'Une lettre d’admission ou une confirmation d’offre doit être un PDF pour pouvoir être tamponnée.',
  'verify.pdfUnreadable':
    'Ce PDF ne peut pas être tamponné\u202f: il est endommagé ou protégé par un mot de passe. Merci d’envoyer un PDF non protégé.',
});
