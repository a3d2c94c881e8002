import { frenchOf } from './catalogue.js';
import type { AlertTextsEn } from './alert-texts.en.js';

/** French of ./alert-texts.en.ts. */
export const ALERT_TEXTS_FR = frenchOf<AlertTextsEn>()({
  'alerts.message.status': '{site} : Bonjour {firstname}, votre candidature est maintenant : {status}. Détails : {url}',
  'alerts.message.correction':
    '{site} : Bonjour {firstname}, votre candidature doit être corrigée avant le {day}. Ce qu’il faut faire : {url}',
  'alerts.message.correctionNoDeadline':
    '{site} : Bonjour {firstname}, votre candidature doit être corrigée. Ce qu’il faut faire : {url}',
  'alerts.message.reminder':
    '{site} : Rappel, {firstname} : vos corrections sont attendues {days, plural, one {dans # jour} other {dans # jours}}, avant le {day}. {url}',
  'alerts.message.payment': '{site} : Bonjour {firstname}, nous avons reçu votre paiement de {amount}. Merci ! {url}',
  'alerts.message.code':
    '{site} : votre code pour recevoir les alertes sur ce numéro est {code}. Il expire dans 10 minutes.',
  'alerts.mail.reminderSubject': 'Rappel : vos corrections sont attendues avant le {day}',
  'alerts.mail.reminderBody':
    'Bonjour {firstname},\n\nPetit rappel : les corrections demandées pour votre candidature sont attendues {days, plural, one {dans # jour} other {dans # jours}}, avant le {day}.',
  'alerts.saved': 'Vos préférences d’alerte sont enregistrées.',
  'alerts.codeSent.whatsapp':
    'Nous avons envoyé un code à 6 chiffres au {phone} sur WhatsApp : saisissez-le pour activer les alertes WhatsApp.',
  'alerts.codeSent.sms':
    'Nous avons envoyé un code à 6 chiffres au {phone} par SMS : saisissez-le pour activer les alertes SMS.',
  'alerts.verified.whatsapp': 'Les alertes WhatsApp sont activées.',
  'alerts.verified.sms': 'Les alertes SMS sont activées.',
  'alerts.phoneInvalid': 'Saisissez votre numéro avec l’indicatif du pays (par ex. +234 801 234 5678).',
  'alerts.unavailable': 'Ce canal n’est pas disponible.',
  'alerts.noPendingCode': 'Activez d’abord le canal : nous vous enverrons un code.',
  'alerts.staff.queued': 'Message en file pour {channel}.',
  'alerts.staff.channelOff': 'L’étudiant n’a pas activé ce canal.',
  'alerts.staff.whatsappWindow':
    'WhatsApp n’autorise un message libre que dans les 24 heures suivant le dernier message de l’étudiant : envoyez plutôt un SMS.',
  'alerts.web.heading': 'Alertes WhatsApp et SMS',
  'alerts.web.intro':
    'Recevez les changements de statut, demandes de corrections, rappels d’échéance et confirmations de paiement là où vous les lisez. L’e-mail reste actif.',
  'alerts.web.phone': 'Numéro de téléphone (avec l’indicatif)',
  'alerts.web.whatsapp': 'WhatsApp',
  'alerts.web.sms': 'SMS',
  'alerts.web.on': 'Activées',
  'alerts.web.off': 'Désactivées',
  'alerts.web.pending': 'En attente du code',
  'alerts.web.turnOn': 'Activer',
  'alerts.web.turnOff': 'Désactiver',
  'alerts.web.code': 'Code',
  'alerts.web.verify': 'Vérifier',
  'alerts.web.stopped':
    'Désactivées après votre réponse STOP ou un blocage. Réactivez-les quand vous le souhaitez.',
  'alerts.web.staffHeading': 'Alertes envoyées',
  'alerts.web.staffNone': 'Aucune alerte pour l’instant.',
  'alerts.web.staffSend': 'Envoyer',
  'alerts.web.staffMessage': 'Message à l’étudiant',
});
