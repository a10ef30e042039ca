import { strings } from '../strings'
import type { RelayStatus as Status } from '../wallet/walletTypes'

export function RelayStatus({ url, status }: { url: string; status: Status }) {
  return (
    <p className={`relay relay-${status.state}`}>
      <strong>{strings.relayHeading}: </strong>
      {relayText(url, status)}
    </p>
  )
}

function relayText(url: string, status: Status): string {
  switch (status.state) {
    case 'connecting':
      return status.slow ? strings.relaySlow(url) : strings.relayConnecting(url)
    case 'ready':
      return status.connected ? strings.relayReady(url) : strings.relayLost(url)
    case 'failed':
      return strings.relayFailed(url, status.reason)
  }
}
