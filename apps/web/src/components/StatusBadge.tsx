import type { ReactNode } from 'react';
import type { ApplicationStatus } from '@studychina/contracts';
import './status-badge.css';

/**
 * An application's status as a coloured pill, one look in the back office and on the student's pages
 * (docs/product.md#back-office-screens); each side gives its own label (staff's or the student's words).
 */
export function StatusBadge({ status, children }: { status: ApplicationStatus; children: ReactNode }) {
  return <span className={`status-badge status-${status}`}>{children}</span>;
}
