import { useFoyerFeatures } from '@foyer/react'
import { strings } from '../strings'
import { DEMO_SWITCHES, withSwitch } from '../switches'

/** Every switch in force; flipping one reloads the page with it set in the query string. */
export function FeaturesPanel() {
  const { features, remoteConfig } = useFoyerFeatures()
  return (
    <section className="panel" aria-labelledby="features-title">
      <h2 id="features-title">{strings.features}</h2>
      <p>{strings.remoteSource(remoteConfig.source)}</p>
      <ul className="switches">
        {DEMO_SWITCHES.map((name) => (
          <li key={name}>
            <label>
              <input
                type="checkbox"
                checked={features[name]}
                onChange={(event) =>
                  window.location.assign(
                    withSwitch(window.location.href, name, event.target.checked),
                  )
                }
              />
              {name}
            </label>
          </li>
        ))}
      </ul>
      <dl>
        <dt>connectMethodsOrder</dt>
        <dd>{features.connectMethodsOrder.join(', ')}</dd>
        <dt>email</dt>
        <dd>{features.email ? strings.on : strings.off}</dd>
        <dt>socials</dt>
        <dd>{features.socials.join(', ') || strings.off}</dd>
        <dt>swaps / onramp / activity</dt>
        <dd>
          {[features.swaps, features.onramp, features.activity]
            .map((on) => (on ? strings.on : strings.off))
            .join(' / ')}
        </dd>
      </dl>
    </section>
  )
}
