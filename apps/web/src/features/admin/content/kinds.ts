import { CONTENT_KINDS, CONTENT_SCHEMAS, type ContentKind, type ManagedKind } from '@studychina/contracts';

/** Whether editors manage this kind yet: its schema is in contracts' registry, and its routes in the API. */
export const isManaged = (kind: string): kind is ManagedKind => Object.hasOwn(CONTENT_SCHEMAS, kind);

/** The address's kind, when it is one of the ten. */
export const kindOf = (value: string | undefined): ContentKind | null =>
  (CONTENT_KINDS as readonly string[]).includes(value ?? '') ? (value as ContentKind) : null;
