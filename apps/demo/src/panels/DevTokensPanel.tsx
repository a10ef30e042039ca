import { useFoyer } from '@foyer/react'
import { useQuery } from '@tanstack/react-query'
import { strings } from '../strings'

type Deployments = {
  chains: { chainId: number; tokens: { address: string; symbol: string; decimals: number }[] }[]
}

/** The test tokens devchain deployed, as the server publishes them. */
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
    <section className="panel" aria-labelledby="tokens-title">
      <h2 id="tokens-title">{strings.devTokens}</h2>
      {deployments.isError && <p>{strings.devTokensUnavailable}</p>}
      {deployments.data?.chains.map((chain) => (
        <dl key={chain.chainId}>
          {chain.tokens.map((token) => (
            <div key={token.address} style={{ display: 'contents' }}>
              <dt>
                {token.symbol} ({chain.chainId})
              </dt>
              <dd>{token.address}</dd>
            </div>
          ))}
        </dl>
      ))}
    </section>
  )
}
