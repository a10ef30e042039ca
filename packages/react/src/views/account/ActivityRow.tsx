import type { Network } from '@foyer/core'
import { type ActivityItem, explorerTxUrl } from '@foyer/core/internal'
import { useStrings } from '../../hooks/useStrings'
import { formatAmount } from '../../ui/formatAmount'
import { formatFiat } from '../../ui/formatFiat'
import { formatTime } from '../../ui/formatTime'
import { ExternalIcon, ReceiveIcon, SendIcon } from '../../ui/icons'

const SIGNS = { in: '+', out: '−', self: '' } as const

/** One transaction: what it did, when, how much, its status and its explorer page. */
export function ActivityRow({ item, network }: { item: ActivityItem; network: Network }) {
  const strings = useStrings()
  // A swap moves a token out and another in: both are shown (out first), else the first transfer.
  const out = item.transfers.find((entry) => entry.direction === 'out')
  const inbound = item.transfers.find((entry) => entry.direction === 'in')
  const shown = out && inbound ? [out, inbound] : item.transfers.slice(0, 1)
  const [transfer] = shown
  // A purchase not delivered (paying, or failed) has no transaction to link to.
  const url = item.hash ? explorerTxUrl(network, item.hash) : undefined
  const explorer = network.blockExplorers?.default.name
  return (
    <span
      className="activity-row"
      data-testid="foyer-activity-item"
      data-status={item.status}
      data-hash={item.hash}
      data-onramp={item.onramp ? item.onramp.status : undefined}
    >
      <span className="activity-icon" aria-hidden="true">
        {transfer?.direction === 'in' ? <ReceiveIcon /> : <SendIcon />}
      </span>
      <span className="token-name">
        <span className="name">
          {item.onramp ? strings.onramp.bought : strings.operations[item.operationType]}
        </span>
        <span className="muted">
          {formatTime(item.time, strings.numberLocale)}
          {/* A failed purchase took no money. */}
          {item.onramp &&
            item.onramp.status !== 'failed' &&
            ` · ${strings.onramp.paid(formatFiat(Number(item.onramp.fiatAmount), item.onramp.fiatCurrency, strings.numberLocale))}`}
        </span>
      </span>
      <span className="token-amount">
        {shown.map((entry) => (
          <span key={entry.direction}>
            {SIGNS[entry.direction]}
            {formatAmount(entry.quantity.numeric)}{' '}
            {entry.fungible_info?.symbol ?? entry.nft_info?.name ?? ''}
          </span>
        ))}
        <span className={`status ${item.status}`}>{strings.statuses[item.status]}</span>
      </span>
      {url && explorer && (
        <a
          className="icon-button"
          href={url}
          target="_blank"
          rel="noreferrer"
          aria-label={strings.viewTransaction(explorer)}
        >
          <ExternalIcon />
        </a>
      )}
    </span>
  )
}
