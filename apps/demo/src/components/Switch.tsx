/**
 * A toggle switch: a native checkbox (Space toggles it) with the switch role, named by its label
 * alone; the hint describes it.
 */
export function Switch({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string
  label: string
  hint?: string
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <div className="switch-row">
      <div className="switch-text">
        <label htmlFor={id} className="switch-name">
          {label}
        </label>
        {hint && (
          <span className="hint" id={`${id}-hint`}>
            {hint}
          </span>
        )}
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="switch"
        checked={checked}
        aria-checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  )
}
