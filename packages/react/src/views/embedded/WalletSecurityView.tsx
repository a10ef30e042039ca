import { isUnprotected, type WalletRecovery } from '@foyer/core/internal'
import type { RecoveryStatus } from '@foyer/protocol'
import { useEffect, useId, useRef, useState } from 'react'
import { useWalletRecovery } from '../../hooks/useEmbeddedWallet'
import { useStrings } from '../../hooks/useStrings'
import { errorText } from '../../locale/errorText'
import { formatTime } from '../../ui/formatTime'
import { Spinner } from '../../ui/Spinner'

type Passkey = RecoveryStatus['passkeys'][number]

/**
 * WalletSecurity: the embedded wallet's passkeys (each removable, after a confirmation), whether
 * a recovery password is set, whether the operator's custodian can restore it (custodial), adding a method (PROTECT_WALLET) and exporting the private key
 * (EXPORT_KEY: shown in the frame only). Asks the frame for the status when opened.
 */
export function WalletSecurityView() {
  const strings = useStrings()
  const { wallet, state } = useWalletRecovery()
  const passkeysId = useId()
  const passwordId = useId()
  const exportId = useId()
  useEffect(() => {
    void wallet?.recovery.load()
  }, [wallet])
  const { status, busy } = state
  // A removed passkey's row goes, with the focus it held: the Passkeys heading takes it.
  const passkeysHeading = useRef<HTMLHeadingElement>(null)
  const count = status?.passkeys.length
  const lastCount = useRef(count)
  useEffect(() => {
    if (count !== undefined && lastCount.current !== undefined && count < lastCount.current) {
      passkeysHeading.current?.focus()
    }
    lastCount.current = count
  }, [count])
  if (!wallet || !status) {
    if (state.error) {
      return (
        <p className="error-text" role="alert">
          {errorText(strings, state.error)}
        </p>
      )
    }
    return (
      <div className="center">
        <Spinner label={strings.loading} status />
      </div>
    )
  }
  const recovery = wallet.recovery
  return (
    <>
      <section className="security-section" aria-labelledby={passkeysId}>
        <h3 id={passkeysId} ref={passkeysHeading} tabIndex={-1} className="section-title">
          {strings.passkeys}
        </h3>
        {status.passkeys.length === 0 ? (
          <p className="muted">{strings.noPasskeys}</p>
        ) : (
          <ul className="list full" aria-labelledby={passkeysId}>
            {status.passkeys.map((passkey) => (
              <PasskeyRow
                key={passkey.id}
                passkey={passkey}
                recovery={recovery}
                removing={state.removing === passkey.id}
                disabled={Boolean(busy)}
              />
            ))}
          </ul>
        )}
      </section>
      <section className="security-section" aria-labelledby={passwordId}>
        <h3 id={passwordId} className="section-title">
          {strings.recoveryPassword}
        </h3>
        <p>{status.password ? strings.recoveryPasswordSet : strings.recoveryPasswordNotSet}</p>
        {isUnprotected(status) && !status.custodial && (
          <p className="muted">{strings.onlyThisDevice}</p>
        )}
        {/* Custodial: the operator's custodian can restore it; not a method of the visitor's. */}
        {status.custodial && <p className="muted">{strings.custodialRecovery}</p>}
        <button
          type="button"
          className="secondary"
          disabled={Boolean(busy)}
          onClick={() => void recovery.protect()}
        >
          {strings.addRecoveryMethod}
        </button>
      </section>
      <section className="security-section" aria-labelledby={exportId}>
        <h3 id={exportId} className="section-title">
          {strings.exportKey}
        </h3>
        <p className="warning">{strings.exportKeyWarning}</p>
        <button
          type="button"
          className="secondary"
          disabled={Boolean(busy)}
          onClick={() => void recovery.exportKey()}
        >
          {strings.exportKey}
        </button>
        {state.exported && (
          <p className="muted" role="status">
            {strings.keyShownInFrame}
          </p>
        )}
      </section>
      {state.error && (
        <p className="error-text" role="alert">
          {errorText(strings, state.error)}
        </p>
      )}
    </>
  )
}

/** One passkey: its name and creation date, and Remove, which asks first. */
function PasskeyRow({
  passkey,
  recovery,
  removing,
  disabled,
}: {
  passkey: Passkey
  recovery: WalletRecovery
  removing: boolean
  disabled: boolean
}) {
  const strings = useStrings()
  const [confirming, setConfirming] = useState(false)
  const removeButton = useRef<HTMLButtonElement>(null)
  const cancelButton = useRef<HTMLButtonElement>(null)
  // Focus follows the question: to Cancel when it opens, back to Remove when it closes.
  const opened = useRef(false)
  useEffect(() => {
    if (confirming) cancelButton.current?.focus()
    else if (opened.current) removeButton.current?.focus()
    opened.current = confirming
  }, [confirming])
  return (
    <li className="item static security-item">
      <div className="security-row">
        <span className="token-name">
          <span>{passkey.name}</span>
          <span className="muted">
            {strings.passkeyCreated(formatTime(passkey.createdAt, strings.numberLocale))}
          </span>
        </span>
        {removing ? (
          <Spinner label={strings.removingPasskey} status />
        ) : (
          !confirming && (
            <button
              ref={removeButton}
              type="button"
              className="secondary"
              aria-label={strings.removePasskey(passkey.name)}
              disabled={disabled}
              onClick={() => setConfirming(true)}
            >
              {strings.remove}
            </button>
          )
        )}
      </div>
      {confirming && !removing && (
        <fieldset className="plain">
          <legend>{strings.confirmRemovePasskey(passkey.name)}</legend>
          <div className="row">
            <button
              type="button"
              className="primary"
              disabled={disabled}
              onClick={() => {
                setConfirming(false)
                void recovery.removePasskey(passkey.id)
              }}
            >
              {strings.remove}
            </button>
            <button
              ref={cancelButton}
              type="button"
              className="secondary"
              onClick={() => setConfirming(false)}
            >
              {strings.cancel}
            </button>
          </div>
        </fieldset>
      )}
    </li>
  )
}
