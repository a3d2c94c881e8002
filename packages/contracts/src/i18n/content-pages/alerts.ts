/**
 * WhatsApp and SMS alerts on the dashboard (issue 32, docs/product.md#whatsapp-and-sms-alerts), English; French in
 * ./alerts.fr.ts. Loaded by the section alone, so no other page carries them.
 */
export const ALERTS_PANEL = {
  title: 'Alerts on WhatsApp and SMS',
  intro:
    'Get your application alerts (status changes, corrections needed and their deadlines, payments) where you read them. We send a code to check the number first; you can stop at any time.',
  emailOnly: 'Alerts come by e-mail only for now.',
  phoneLabel: 'Phone number for alerts',
  phoneHint: 'With its country code, the number you use on WhatsApp or for text messages.',
  whatsapp: 'WhatsApp',
  sms: 'SMS (text message)',
  save: 'Save my choice',
  stateOff: 'Off',
  statePending: 'Waiting for the code we sent',
  stateOn: (time: string) => `On, since ${time}`,
  stateStopped: (time: string) => `Stopped at your request on ${time}`,
  codeLabel: (channel: string) => `Code received on ${channel}`,
  verify: 'Check the code',
  turnOff: (channel: string) => `Turn off ${channel}`,
} as const;
