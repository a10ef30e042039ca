import { useFoyer } from '@foyer/react'
import { strings } from '../strings'

export function FeaturesPanel() {
  const { features } = useFoyer()
  const { connectMethodsOrder, ...switches } = features
  return (
    <section className="panel" aria-labelledby="features-title">
      <h2 id="features-title">{strings.features}</h2>
      <dl>
        <dt>connectMethodsOrder</dt>
        <dd>{connectMethodsOrder.join(', ')}</dd>
        {Object.entries(switches).map(([name, on]) => (
          <div key={name} style={{ display: 'contents' }}>
            <dt>{name}</dt>
            <dd>{on ? strings.on : strings.off}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
