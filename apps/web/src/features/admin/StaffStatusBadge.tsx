import { STAFF_STATUS_LABELS, type ApplicationStatus } from '@studychina/contracts';
import { StatusBadge } from '../../components/StatusBadge';

/** The status in staff's words (the student's pages use the student's). */
export function StaffStatusBadge({ status }: { status: ApplicationStatus }) {
  return <StatusBadge status={status}>{STAFF_STATUS_LABELS[status]}</StatusBadge>;
}
