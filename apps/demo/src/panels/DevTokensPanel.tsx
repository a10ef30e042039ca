import { useFoyer } from '@foyer/react'
import { useQuery } from '@tanstack/react-query'
import { CopyButton } from '../components/CopyButton'
import { strings } from '../strings'

type Deployments = {
  chains: { chainId: number; tokens: { address: string; symbol: string; decimals: number }[] }[]
}

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/** The test tokens devchain deployed, as the server publishes them: short addresses to copy. */
export function DevTokensPanel() {
  const { apiUrl } = useFoyer()
  const deployments = useQuery({
    queryKey: ['dev-deployments', apiUrl],
    queryFn: async (): Promise<Deployments> => {
      const response = await fetch(`${apiUrl}/dev/deployments`)
      if (!response.ok) throw new Error(`HTTP status code: ${response.status}`)
      return response.json()
    },
  })
  return (
    <section className="card panel" aria-labelledby="tokens-title">
      <h2 id="tokens-title">{strings.devTokens}</h2>
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
