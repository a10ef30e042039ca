/** A spinner with a name for screen readers (`status` announces it where asked). */
export function Spinner({ label, status }: { label: string; status?: boolean }) {
  return (
    <span role={status ? 'status' : undefined}>
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  )
}
