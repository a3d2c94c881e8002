import type { SocialNetwork } from '../lib/company';

/*
 * Small inline SVG icons (no icon font or library: each is a few hundred bytes). Decorative: the
 * visible text next to them names the link, so they are aria-hidden.
 */

const base = { 'aria-hidden': true, focusable: false, width: 20, height: 20, viewBox: '0 0 24 24' } as const;

export function ChevronIcon() {
  return (
    <svg {...base} width={14} height={14} className="chevron" fill="none" stroke="currentColor" strokeWidth={2.5}>
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

export function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg {...base} width={24} height={24} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
      <path d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'} />
    </svg>
  );
}

export function LogoMark() {
  return (
    <svg aria-hidden="true" focusable="false" width={36} height={36} viewBox="0 0 32 32">
      <rect width="32" height="32" rx="6" fill="#991b1b" />
      <path d="M16 6l2.4 7.2H26l-6.1 4.5 2.3 7.3L16 20.5 9.8 25l2.3-7.3L6 13.2h7.6z" fill="#f59e0b" />
    </svg>
  );
}

const SOCIAL_PATHS: Record<SocialNetwork, string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6Z',
  instagram:
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H7Zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5ZM17.3 5.5a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4Z',
  x: 'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.2L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z',
  linkedin:
    'M4.5 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM3 8.5h3V21H3V8.5Zm5.5 0h2.9v1.7c.4-.8 1.5-1.9 3.3-1.9 3.5 0 4.3 2.2 4.3 5.2V21h-3v-6.8c0-1.6-.1-3.3-2.1-3.3-2.1 0-2.4 1.5-2.4 3.2V21h-3V8.5Z',
  whatsapp:
    'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2c-1.5 0-3-.4-4.3-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5c-.2 0-.4.1-.7.3-.2.3-.9.9-.9 2.2s.9 2.5 1 2.7c.1.2 1.8 2.8 4.4 3.9 1.6.7 2.3.8 3.1.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3Z',
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg {...base} fill="currentColor">
      <path d={SOCIAL_PATHS[network]} />
    </svg>
  );
}
