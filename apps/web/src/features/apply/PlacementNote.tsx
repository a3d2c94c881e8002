import { STUDENT_FOLLOW_UP, type Placement } from '@studychina/contracts';
import { useText } from '../../lib/i18n';

/**
 * Where the application went (docs/product.md#back-office-where-it-went), once staff record it:
 * "Sent to: <university> — <programme>" and the admission number, in the student's language.
 */
export function PlacementNote({ placement }: { placement: Placement }) {
  const COPY = useText(STUDENT_FOLLOW_UP);
  if (!placement.forwardedUniversity) return null;
  return (
    <div className="follow-up-placement">
      <p>
        <strong>{COPY.sentTo(placement.forwardedUniversity, placement.forwardedProgramme)}</strong>
      </p>
      {placement.admissionNumber && <p>{COPY.admissionNumber(placement.admissionNumber)}</p>}
    </div>
  );
}
