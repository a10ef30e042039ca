import type { Network } from '@foyer/core'
import { type AccountData, type AccountTab, accountTabs } from '@foyer/core/internal'
import { useState } from 'react'
import { useFoyer, useStore } from '../../hooks/useFoyer'
import { useStrings } from '../../hooks/useStrings'
import { Tabs } from '../../ui/Tabs'
import { ActivityTab } from './ActivityTab'
import { NftsTab } from './NftsTab'
import { TokensTab } from './TokensTab'

type AccountTabsProps = { data: AccountData; network: Network; targetKey: string }

/** Tokens, NFTs and Activity (docs/product.md), those the network and the switches allow. */
export function AccountTabs({ data, network, targetKey }: AccountTabsProps) {
  const foyer = useFoyer()
  const strings = useStrings()
  const features = useStore(foyer.features)
  const tabs = accountTabs(features, network.chainNamespace)
  const [chosen, setChosen] = useState<AccountTab>('tokens')
  const selected = tabs.includes(chosen) ? chosen : tabs[0]
  if (!selected) return null
  const props = { data, network, targetKey }
  return (
    <Tabs
      tabs={tabs.map((id) => ({ id, label: strings.tabs[id] }))}
      selected={selected}
      onSelect={(id) => setChosen(id)}
      label={strings.accountTabs}
    >
      {selected === 'tokens' && <TokensTab data={data} />}
      {selected === 'nfts' && <NftsTab {...props} />}
      {selected === 'activity' && <ActivityTab {...props} />}
    </Tabs>
  )
}
