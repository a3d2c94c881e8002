// The queue's sort orders, free of zod so the back office's screens can use them without pulling zod into
// their chunk (zod's start-up probe `Function('')` is an eval the site's Content-Security-Policy refuses).
// docs/decisions/0007-zod-free-form-checks.md.

/** `name`: surname then first name in the language's order (Àjàyí with A); `waiting`: longest in its status first. */
export const QUEUE_SORTS = ['newest', 'oldest', 'updated', 'name', 'waiting'] as const;
export type QueueSort = (typeof QUEUE_SORTS)[number];
