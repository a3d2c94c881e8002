import { frenchOf, SAME } from './catalogue.js';
import type { MailTextsEn } from './mails.en.js';

/**
 * French of ./mails.en.ts, typed by it (a key left out or a placeholder the English lacks does not compile).
 * Greetings by the name, 'Bonjour Ngozi,', never guess whether to write « Cher » or « Chère ».
 */
export const MAIL_TEXTS_FR = frenchOf<MailTextsEn>()({
  'mail.signature': SAME,

  'mail.code.verify.subject': 'Vérifiez votre adresse e-mail : votre code à 6 chiffres',
  'mail.code.verify.intro':
    'Bienvenue chez Study in China Admissions. Saisissez ce code pour vérifier votre adresse e-mail :',
  'mail.code.verify.ignore': "Si vous n'avez pas créé de compte, vous pouvez ignorer cet e-mail.",
  'mail.code.reset.subject': 'Réinitialisez votre mot de passe : votre code à 6 chiffres',
  'mail.code.reset.intro':
    'Nous avons reçu une demande de réinitialisation de votre mot de passe. Saisissez ce code pour continuer :',
  'mail.code.reset.ignore':
    "Si vous n'avez pas demandé à réinitialiser votre mot de passe, vous pouvez ignorer cet e-mail : votre mot de passe reste le même.",
  'mail.code.hello': 'Bonjour {firstname},',
  'mail.code.validity': "Ce code est valable {minutes} minutes et ne peut servir qu'une fois.",

  'mail.receipt.subject': 'Nous avons reçu votre candidature – Study in China',
  'mail.receipt.greeting': 'Bonjour {firstname},',
  'mail.receipt.intro': 'Nous avons bien reçu votre candidature pour étudier en Chine (référence {id}).',
  'mail.receipt.closing': 'Nous allons l’examiner et vous recontacter. Veuillez conserver cet e-mail.',
  'mail.receipt.majorsHeading': 'Filières',
  'mail.receipt.firstChoice': 'Premier choix : {major}',
  'mail.receipt.secondChoice': 'Second choix : {major}',
  'mail.receipt.filesHeading': 'Fichiers reçus ({count})',
  'mail.receipt.detailsHeading': 'Veuillez vérifier ces informations',
  'mail.receipt.detail': '{label} : {value}',
  'mail.receipt.listHeading': '{heading} :',
  'mail.receipt.detailsHint': "Si l'une d'elles est inexacte, dites-le-nous en répondant à cet e-mail.",

  'mail.status.subject': 'Votre candidature : {status}',
  'mail.status.greeting': 'Bonjour {firstname},',
  'mail.status.intro': 'Le statut de votre candidature est désormais : {status}.',
  'mail.status.messageHeading': "Message de notre équipe d'admission :",
  'mail.status.rejectedDocumentsHeading': 'Documents à remplacer :',
  'mail.status.rejectedDocument': '{listLabel} ({originalName}) : {reason}',
  'mail.status.requestedDocumentsHeading': 'Documents à envoyer :',
  'mail.status.requestedDocument': '{label} : {note}',
  'mail.status.deadline': 'Veuillez déposer les documents corrigés dans votre espace avant le {day}.',
  'mail.status.reference': 'Référence de la candidature : {id}',

  'mail.codesLocked.flowName.verify': "de vérification de l'adresse e-mail",
  'mail.codesLocked.flowName.reset': 'de réinitialisation du mot de passe',
  'mail.codesLocked.subject': 'Vos codes {flow} sont suspendus',
  'mail.codesLocked.what':
    'De nombreux codes {flow} ont été demandés pour votre compte, ou de nombreux codes erronés ont été saisis.',
  'mail.codesLocked.paused': "Pour la sécurité de votre compte, les codes {flow} sont suspendus jusqu'au {until}.",
  'mail.codesLocked.passwordUnchanged':
    "Votre mot de passe n'a pas changé, et vous pouvez toujours vous connecter avec lui.",
  'mail.codesLocked.nothingElse': "Rien d'autre n'a changé sur votre compte.",
  'mail.codesLocked.ifYou': "Si c'était vous, veuillez réessayer après cette heure. Sinon, vous n'avez rien à faire.",

  'mail.staffDocument.subject': 'Un nouveau document vous attend dans votre espace',
  'mail.staffDocument.body':
    'Bonjour {firstname},\n\nUn nouveau document vous attend dans votre espace : {originalName}.\nConnectez-vous pour le télécharger.',

  'mail.dataExport.queued':
    'Nous rassemblons vos données. Nous vous enverrons par e-mail un lien pour les télécharger, en général en quelques minutes.',
  'mail.dataExport.subject': 'Vos données sont prêtes à télécharger',
  'mail.dataExport.hello': 'Bonjour {firstname},',
  'mail.dataExport.ready':
    'La copie de vos données que vous avez demandée est prête : un fichier ZIP avec votre compte, vos candidatures, leurs messages, vos factures et chaque fichier téléversé. Le lien fonctionne jusqu’au {day}, une fois connecté.',
  'mail.dataExport.link': 'Téléchargez-la : {url}',
  'mail.footer.open': 'Ouvrir votre candidature',
  'mail.footer.openLine': 'Ouvrir votre candidature : {url}',
  'mail.footer.questions': 'Des questions ? Répondez simplement à cet e-mail.',
  'mail.footer.phone': 'Téléphone : {number}',
  'mail.footer.whatsapp': 'WhatsApp : {number}',
  'mail.alerts.message.status':
    '{site} : Bonjour {firstname}, votre candidature est maintenant : {status}. Détails : {url}',
  'mail.alerts.message.correction':
    '{site} : Bonjour {firstname}, votre candidature doit être corrigée avant le {day}. Ce qu’il faut faire : {url}',
  'mail.alerts.message.correctionNoDeadline':
    '{site} : Bonjour {firstname}, votre candidature doit être corrigée. Ce qu’il faut faire : {url}',
  'mail.alerts.message.reminder':
    '{site} : Rappel, {firstname} : vos corrections sont attendues {days, plural, one {dans # jour} other {dans # jours}}, avant le {day}. {url}',
  'mail.alerts.message.payment':
    '{site} : Bonjour {firstname}, nous avons reçu votre paiement de {amount}. Merci ! {url}',
  'mail.alerts.message.code':
    '{site} : votre code pour recevoir les alertes sur ce numéro est {code}. Il expire dans 10 minutes.',
  'mail.alerts.mail.reminderSubject': 'Rappel : vos corrections sont attendues avant le {day}',
  'mail.alerts.mail.reminderBody':
    'Bonjour {firstname},\n\nPetit rappel : les corrections demandées pour votre candidature sont attendues {days, plural, one {dans # jour} other {dans # jours}}, avant le {day}.',
  'mail.alerts.message.programmeDeadline':
    '{site} : Rappel, {firstname} : les candidatures pour {programme} ferment {days, plural, one {dans # jour} other {dans # jours}}, le {day}. Postuler : {url}',
  'mail.alerts.mail.programmeDeadlineSubject': 'Rappel : les candidatures pour {programme} ferment le {day}',
  'mail.alerts.mail.programmeDeadlineBody':
    'Bonjour {firstname},\n\nVous avez ajouté {programme} à votre sélection : les candidatures pour sa prochaine rentrée ferment {days, plural, one {dans # jour} other {dans # jours}}, le {day}.\n\nPostuler : {url}',
  'mail.alerts.saved': 'Vos préférences d’alerte sont enregistrées.',
  'mail.alerts.codeSent.whatsapp':
    'Nous avons envoyé un code à 6 chiffres au {phone} sur WhatsApp : saisissez-le pour activer les alertes WhatsApp.',
  'mail.alerts.codeSent.sms':
    'Nous avons envoyé un code à 6 chiffres au {phone} par SMS : saisissez-le pour activer les alertes SMS.',
  'mail.alerts.verified.whatsapp': 'Les alertes WhatsApp sont activées.',
  'mail.alerts.verified.sms': 'Les alertes SMS sont activées.',
  'mail.alerts.phoneInvalid': 'Saisissez votre numéro avec l’indicatif du pays (par ex. +234 801 234 5678).',
  'mail.alerts.unavailable': 'Ce canal n’est pas disponible.',
  'mail.alerts.noPendingCode': 'Activez d’abord le canal : nous vous enverrons un code.',
  'mail.alerts.staff.queued': 'Message en file pour {channel}.',
  'mail.alerts.staff.channelOff': 'L’étudiant n’a pas activé ce canal.',
  'mail.alerts.staff.whatsappWindow':
    'WhatsApp n’autorise un message libre que dans les 24 heures suivant le dernier message de l’étudiant : envoyez plutôt un SMS.',
  'mail.accountDelete.deleted':
    'Votre compte et vos données sont effacés. Les factures et les paiements restent, sans votre nom, comme la loi l’exige.',
  'mail.accountDelete.noPassword':
    'Ce compte se connecte avec Google et n’a pas de mot de passe : définissez-en un avec « Mot de passe oublié », puis supprimez le compte avec lui.',
});
