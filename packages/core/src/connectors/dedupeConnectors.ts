import type { Connector } from './connector'

/**
 * Lists each wallet once (the most reported bug in peers is the same wallet twice): later
 * records with an EIP-6963 uuid or rdns already seen are dropped, and the legacy
 * `window.ethereum` connector is dropped as soon as any wallet announces itself, because the
 * legacy provider is one of the announced wallets.
 */
export function dedupeConnectors(connectors: readonly Connector[]): Connector[] {
  const announced = connectors.some((connector) => connector.type === 'ANNOUNCED')
  const seen = new Set<string>()
  const result: Connector[] = []
  for (const connector of connectors) {
    if (connector.type === 'INJECTED' && announced) continue
    const keys = [`id:${connector.id}`]
    if (connector.uuid) keys.push(`uuid:${connector.uuid}`)
    if (connector.rdns) keys.push(`rdns:${connector.rdns}`)
    if (keys.some((key) => seen.has(key))) continue
    for (const key of keys) seen.add(key)
    result.push(connector)
  }
  return result
}
