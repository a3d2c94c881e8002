// The queue's sort orders, free of zod so the back office's screens can use them without pulling zod into
// their chunk (zod's start-up probe `Function('')` is an eval the site's Content-Security-Policy refuses).
// docs/decisions/0007-zod-free-form-checks.md.

export const QUEUE_SORTS = ['newest', 'oldest', 'updated', 'name'] as const;
export type QueueSort = (typeof QUEUE_SORTS)[number];
