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
  const [transfer] = item.transfers
  const symbol = transfer?.fungible_info?.symbol ?? transfer?.nft_info?.name ?? ''
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
        {transfer && (
          <span>
            {SIGNS[transfer.direction]}
            {formatAmount(transfer.quantity.numeric)} {symbol}
          </span>
        )}
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
