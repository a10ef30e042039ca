/**
 * One choice among a few, as a row of toggle buttons (aria-pressed) in a fieldset: keyboard
 * users tab to each; the pressed one is the current value.
 */
export function Segmented<T extends string>({
  id,
  label,
  hint,
  options,
  value,
  onChange,
}: {
  id: string
  label: string
  hint?: string
  options: readonly { value: T; label: string }[]
  value: T | undefined
  onChange: (value: T) => void
}) {
  return (
    <fieldset className="field" id={id} aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className="field-label">{label}</legend>
      {hint && (
        <p className="hint segmented-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <div className="segmented">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={value === option.value}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  )
}
