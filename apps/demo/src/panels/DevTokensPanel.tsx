import { useFoyerAccount } from '@foyer/react'
import { CopyButton } from '../components/CopyButton'
import { useDevDeployments } from '../dev/useDevDeployments'
import { strings } from '../strings'

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/** The test tokens devchain deployed, as the server publishes them: short addresses to copy. */
export function DevTokensPanel() {
  const deployments = useDevDeployments()
  const { isConnected, namespace } = useFoyerAccount()
  return (
    <section className="card panel" aria-labelledby="tokens-title">
      <h2 id="tokens-title">{strings.devTokens}</h2>
      {isConnected && namespace !== 'eip155' && (
        <p className="hint" data-testid="needs-evm">
          {strings.devTokensAreEvm}
        </p>
      )}
      {deployments.isError && <p className="hint">{strings.devTokensUnavailable}</p>}
      {deployments.data?.chains.map((chain) => (
        <div key={chain.chainId} className="token-chain">
          <h3 className="subhead">{strings.chain(chain.chainId)}</h3>
          <ul className="tokens">
            {chain.tokens.map((token) => (
              <li key={token.address}>
                <span className="token-symbol">{token.symbol}</span>
                <code className="mono" title={token.address}>
                  {short(token.address)}
                </code>
                <CopyButton
                  text={token.address}
                  label={strings.copyAddress(token.symbol, chain.chainId)}
                >
                  {strings.copy}
                </CopyButton>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  )
}
