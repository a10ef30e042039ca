import type { Network } from '@foyer/core'
import { type AccountData, type WalletFeature, walletFeatureButtons } from '@foyer/core/internal'
import type { ReactNode } from 'react'
import { useFoyer, useStore } from '../../hooks/useFoyer'
import { useStrings } from '../../hooks/useStrings'
import { BuyIcon, ReceiveIcon, SendIcon, SwapIcon } from '../../ui/icons'

const ICONS: Partial<Record<WalletFeature, ReactNode>> = {
  onramp: <BuyIcon />,
  receive: <ReceiveIcon />,
  send: <SendIcon />,
  swaps: <SwapIcon />,
}

/**
 * The wallet feature buttons in the product’s order, each only when its switch is on, the network
 * supports it and its flow exists (core's WALLET_FEATURE_FLOWS).
 */
export function WalletFeatureButtons({
  data,
  network,
}: {
  data: AccountData | undefined
  network: Network
}) {
  const foyer = useFoyer()
  const strings = useStrings()
  const features = useStore(foyer.features)
  const shown = walletFeatureButtons({ features, network, chainData: foyer.accountData.enabled })
  const actions: Partial<Record<WalletFeature, () => void>> = {
    receive: () => foyer.router.push('WalletReceive'),
    send: data ? () => data.send.open() : undefined,
    onramp: data ? () => data.onramp.open() : undefined,
    swaps: data ? () => void data.swap.open() : undefined,
  }
  if (shown.length === 0) return null
  return (
    <div className="row features">
      {shown.map((feature) => {
        const action = actions[feature]
        return (
          <button
            key={feature}
            type="button"
            className="chip feature"
            data-testid={`foyer-feature-${feature}`}
            disabled={!action}
            onClick={action}
          >
            {ICONS[feature]}
            {strings.features[feature]}
          </button>
        )
      })}
    </div>
  )
}
