import { FoyerError, isBip122Adapter, type SignPsbtOptions } from '@foyer/core'
import { useFoyer, useStore } from './useFoyer'

/**
 * PSBT signing with the connected Bitcoin wallet (the bip122 adapter's `signPsbt`): `signPsbt`
 * takes a base64 PSBT and gives it back signed (base64, not finalized); a malformed PSBT is
 * FoyerError INVALID_METHOD_PARAMS and reaches no wallet. `addresses` are the connected wallet's
 * payment and ordinals addresses (undefined while no Bitcoin wallet is connected).
 */
export function useBitcoinSignPsbt(): {
  addresses: { payment: string; ordinals: string | undefined } | undefined
  signPsbt(psbtBase64: string, options?: SignPsbtOptions): Promise<string>
} {
  const foyer = useFoyer()
  const configured = foyer.namespaces.configured.includes('bip122')
  const adapter = configured ? foyer.namespaces.adapterOf('bip122') : undefined
  // The account store changes with the connection: the addresses are read again then.
  const { namespace, isConnected } = useStore(foyer.account)
  const bitcoin = isBip122Adapter(adapter) ? adapter : undefined
  return {
    addresses: isConnected && namespace === 'bip122' ? bitcoin?.addresses() : undefined,
    signPsbt: async (psbtBase64, options) => {
      if (!bitcoin)
        throw new FoyerError('NAMESPACE_NOT_CONFIGURED', { params: { chain: 'bip122' } })
      return bitcoin.signPsbt(psbtBase64, options)
    },
  }
}
