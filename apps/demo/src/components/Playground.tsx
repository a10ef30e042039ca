import { useFoyerFeatures } from '@foyer/react'
import {
  ACCENTS,
  ACCOUNT_STATUSES,
  type AccentName,
  CHAIN_STATUSES,
  CONNECT_METHODS,
  type ConnectMethod,
  type DemoSettings,
  RADII,
  type RadiusName,
  THEME_CHOICES,
} from '../settings'
import { strings } from '../strings'
import { DEMO_SWITCHES } from '../switches'
import { Segmented } from './Segmented'
import { Switch } from './Switch'

type Props = { settings: DemoSettings; update: (patch: Partial<DemoSettings>) => void }

/** The live controls: appearance, the button's parts, connect methods, feature switches. */
export function Playground({ settings, update }: Props) {
  return (
    <section className="card playground" aria-labelledby="playground-title">
      <div className="card-head">
        <h2 id="playground-title">{strings.playground}</h2>
        <a className="reset" href={window.location.pathname}>
          {strings.reset}
        </a>
      </div>
      <p className="hint">{strings.playgroundHelp}</p>
      <Appearance settings={settings} update={update} />
      <ButtonParts settings={settings} update={update} />
      <MethodsOrder settings={settings} update={update} />
      <FeatureSwitches settings={settings} update={update} />
    </section>
  )
}

function Appearance({ settings, update }: Props) {
  const custom = !Object.values(ACCENTS).some((color) => color === settings.accent)
  return (
    <div className="group">
      <h3 id="appearance-title">{strings.appearance}</h3>
      <Segmented
        id="theme"
        label={strings.theme}
        options={THEME_CHOICES.map((value) => ({ value, label: strings[value] }))}
        value={settings.theme}
        onChange={(theme) => update({ theme })}
      />
      <fieldset className="field">
        <legend className="field-label">{strings.accent}</legend>
        <div className="swatches">
          {(Object.entries(ACCENTS) as [AccentName, string][]).map(([name, color]) => (
            <label
              key={name}
              className="swatch"
              style={{ '--swatch': color } as React.CSSProperties}
            >
              <input
                type="radio"
                name="accent"
                checked={settings.accent === color}
                onChange={() => update({ accent: color })}
              />
              <span className="sr-only">{strings.accentNames[name]}</span>
            </label>
          ))}
          <label
            className="swatch custom"
            data-checked={custom}
            style={{ '--swatch': settings.accent } as React.CSSProperties}
          >
            <span className="sr-only">{strings.customAccent}</span>
            <input
              type="color"
              value={settings.accent}
              onChange={(event) => update({ accent: event.target.value.toLowerCase() })}
            />
          </label>
        </div>
      </fieldset>
      <Segmented
        id="radius"
        label={strings.radius}
        options={(Object.keys(RADII) as RadiusName[]).map((value) => ({
          value,
          label: strings.radiusNames[value],
        }))}
        value={settings.radius}
        onChange={(radius) => update({ radius })}
      />
    </div>
  )
}

function ButtonParts({ settings, update }: Props) {
  return (
    <div className="group">
      <h3 id="button-title">{strings.button}</h3>
      <Switch
        id="switch-showBalance"
        label={strings.showBalance}
        hint={strings.showBalanceHelp}
        checked={settings.showBalance ?? true}
        onChange={(showBalance) => update({ showBalance })}
      />
      <Segmented
        id="account-status"
        label={strings.accountStatus}
        options={ACCOUNT_STATUSES.map((value) => ({ value, label: value }))}
        value={settings.accountStatus ?? 'full'}
        onChange={(accountStatus) => update({ accountStatus })}
      />
      <Segmented
        id="chain-status"
        label={strings.chainStatus}
        hint={strings.chainStatusHelp}
        options={CHAIN_STATUSES.map((value) => ({ value, label: value }))}
        value={settings.chainStatus}
        onChange={(chainStatus) => update({ chainStatus })}
      />
    </div>
  )
}

function MethodsOrder({ settings, update }: Props) {
  const { features } = useFoyerFeatures()
  const order = (settings.order ?? features.connectMethodsOrder) as readonly ConnectMethod[]
  const move = (index: number, by: -1 | 1) => {
    const next = [...order]
    const [method] = next.splice(index, 1)
    if (method) next.splice(index + by, 0, method)
    update({ order: next })
  }
  return (
    <div className="group">
      <h3 id="order-title">{strings.connectMethods}</h3>
      <p className="hint">{strings.connectMethodsHelp}</p>
      <ol className="order" aria-labelledby="order-title">
        {order
          .filter((method) => CONNECT_METHODS.includes(method))
          .map((method, index) => {
            const name = strings.methodNames[method]
            return (
              <li key={method}>
                <span className="order-index" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="order-name">{name}</span>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={strings.moveUp(name)}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                    <path d="M8 4l-5 5h10z" />
                  </svg>
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={strings.moveDown(name)}
                  disabled={index === order.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                    <path d="M8 12l5-5H3z" />
                  </svg>
                </button>
              </li>
            )
          })}
      </ol>
    </div>
  )
}

function FeatureSwitches({ settings, update }: Props) {
  const { features, remoteConfig } = useFoyerFeatures()
  return (
    <div className="group">
      <h3 id="features-title">{strings.features}</h3>
      <p className="hint">{strings.remoteSource(remoteConfig.source)}</p>
      <div className="switches">
        {DEMO_SWITCHES.map((name) => (
          <Switch
            key={name}
            id={`switch-${name}`}
            label={name}
            hint={strings.featureHelp[name]}
            checked={features[name]}
            onChange={(on) => update({ switches: { ...settings.switches, [name]: on } })}
          />
        ))}
      </div>
      <h4 className="subhead">{strings.inForce}</h4>
      <dl className="facts">
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
    </div>
  )
}
