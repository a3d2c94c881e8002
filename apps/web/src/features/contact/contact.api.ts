import { apiFetch } from '../../lib/api';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  messageContent: string;
}

/** POST /contact-us/send-message as multipart (docs/product.md#api-contact), with the message under messageContent. */
export function sendContactMessage(message: ContactMessage, token: string) {
  const body = new FormData();
  for (const [key, value] of Object.entries(message)) body.append(key, value.trim());
  return apiFetch<{ success?: boolean; message?: string }>('/contact-us/send-message', { token, body });
}
