import type { ReactNode } from 'react'

/** A definition list of label/value pairs; values that are empty are left out. */
export function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className="facts">
      {facts
        .filter(([, value]) => value !== '' && value !== undefined)
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  )
}
