/**
 * How long an application has waited and whether its corrections are late
 * (docs/product.md#back-office-queue-files-exports-and-audit): the same numbers in the queue's rows, the
 * application's page and the CSV, all from the columns the status change keeps ("statusChangedAt",
 * "deadline") and one clock.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export interface TriageColumns {
  status: string;
  nationalityCode: string | null;
  statusChangedAt: Date;
  deadline: Date | null;
}

export function triageOf(row: TriageColumns, now: Date) {
  const deadline = row.status === 'action_required' ? row.deadline : null;
  return {
    nationalityCode: row.nationalityCode,
    statusChangedAt: row.statusChangedAt.toISOString(),
    deadline: deadline?.toISOString() ?? null,
    waitingDays: Math.max(0, Math.floor((now.getTime() - row.statusChangedAt.getTime()) / DAY_MS)),
    overdue: deadline !== null && deadline.getTime() < now.getTime(),
  };
}
