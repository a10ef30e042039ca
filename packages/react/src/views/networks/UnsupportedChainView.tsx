import { useFoyer, useStore } from '../../hooks/useFoyer'
import { useStrings } from '../../hooks/useStrings'
import { NetworkList } from './NetworkList'

/**
 * The wallet sits on a network the dapp does not configure: switch to one of its namespace's (a
 * network of another namespace would not move the wallet off it), or disconnect.
 */
export function UnsupportedChainView() {
  const foyer = useFoyer()
  const strings = useStrings()
  const { namespace } = useStore(foyer.account)
  return (
    <>
      <p className="muted">{strings.unsupportedChainHelp}</p>
      <NetworkList namespace={namespace} />
      <button type="button" className="secondary" onClick={() => foyer.disconnect()}>
        {strings.disconnect}
      </button>
    </>
  )
}
