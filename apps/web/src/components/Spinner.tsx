/** Loading indicator announced to screen readers (role="status"); the caller gives its label in the visitor's language. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="spinner-wrap" role="status" aria-label={label}>
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
