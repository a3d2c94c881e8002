import {
  APPLICATION_COPY as COPY,
  STAFF_STATUS_LABELS,
  STATUSES_NEEDING_DOCUMENTS,
  type ApplicationStatus,
  type StaffOutstandingDocument,
} from '@studychina/contracts';

/**
 * The moves the API would refuse with 409 DOCUMENTS_OUTSTANDING now (forwarding, admitting while a document
 * is outstanding: the application answer's `outstanding`, docs/product.md#document-requests).
 */
export const blockedStatuses = (
  options: readonly ApplicationStatus[],
  outstanding: readonly StaffOutstandingDocument[],
): ApplicationStatus[] =>
  outstanding.length === 0
    ? []
    : options.filter((status) => (STATUSES_NEEDING_DOCUMENTS as readonly string[]).includes(status));

/** Why those moves are not offered: each outstanding document, as the API would name it. */
export function BlockedMoves({
  id,
  blocked,
  outstanding,
}: {
  id: string;
  blocked: readonly ApplicationStatus[];
  outstanding: readonly StaffOutstandingDocument[];
}) {
  if (blocked.length === 0) return null;
  return (
    <div id={id} className="blocked-moves" role="note">
      <p>{COPY.movesBlocked(blocked.map((status) => STAFF_STATUS_LABELS[status]).join(', '))}</p>
      <ul>
        {outstanding.map((item) => (
          <li key={`${item.key}-${item.text}`}>{item.text}</li>
        ))}
      </ul>
    </div>
  );
}
