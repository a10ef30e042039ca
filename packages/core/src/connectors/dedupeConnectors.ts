import type { Connector } from './connector'

/** How two namespaces' announcements of one wallet are matched: by rdns or by name. */
const walletKeys = (connector: Connector) => [
  `name:${connector.name.trim().toLowerCase()}`,
  ...(connector.rdns ? [`rdns:${connector.rdns}`] : []),
]

/**
 * Lists each wallet once (the most reported bug in peers is the same wallet twice): later
 * records with an EIP-6963 uuid or rdns already seen are dropped, and the legacy
 * `window.ethereum` connector is dropped as soon as any EVM wallet announces itself, because the
 * legacy provider is one of the announced wallets. A wallet announced in several namespaces
 * (EIP-6963 and the Wallet Standard, matched by rdns or name) is one record, the first, whose
 * `alsoIn` names its connectors in the other namespaces.
 */
export function dedupeConnectors(connectors: readonly Connector[]): Connector[] {
  const announced = connectors.some(
    (connector) => connector.type === 'ANNOUNCED' && connector.chain === 'eip155',
  )
  const seen = new Set<string>()
  const byWallet = new Map<string, number>()
  const result: Connector[] = []
  for (const connector of connectors) {
    if (connector.type === 'INJECTED' && announced) continue
    const sameWallet = walletKeys(connector)
      .map((key) => byWallet.get(key))
      .find((index) => index !== undefined && result[index]?.chain !== connector.chain)
    const first = sameWallet === undefined ? undefined : result[sameWallet]
    if (sameWallet !== undefined && first && first.chain !== connector.chain) {
      if (first.alsoIn?.some((other) => other.chain === connector.chain)) continue
      const alsoIn = [...(first.alsoIn ?? []), { chain: connector.chain, uid: connector.uid }]
      result[sameWallet] = { ...first, alsoIn }
      continue
    }
    const keys = [`id:${connector.id}`]
    if (connector.uuid) keys.push(`uuid:${connector.uuid}`)
    if (connector.rdns) keys.push(`rdns:${connector.rdns}`)
    if (keys.some((key) => seen.has(key))) continue
    for (const key of keys) seen.add(key)
    if (connector.type !== 'INJECTED') {
      for (const key of walletKeys(connector))
        if (!byWallet.has(key)) byWallet.set(key, result.length)
    }
    result.push(connector)
  }
  return result
}
