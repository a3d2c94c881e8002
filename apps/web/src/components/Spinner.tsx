import { useText } from '../lib/i18n';

/** Loading indicator announced to screen readers (role="status"), in the visitor's language. */
export function Spinner({ label: given = 'Loading' }: { label?: string }) {
  const label = useText(given);
  return (
    <div className="spinner-wrap" role="status" aria-label={label}>
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
