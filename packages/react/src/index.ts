'use client'

// The languages of the `locale` option (createFoyer): each table loads in its own chunk.
export { LOCALES, type Locale } from '@foyer/protocol'
export {
  type AccountStatus,
  type ChainStatus,
  ConnectButton,
  type ConnectButtonProps,
  type Responsive,
} from './buttons/ConnectButton'
export {
  useFoyerAccount,
  useFoyerDisconnect,
  useFoyerFeatures,
  useFoyerModal,
  useFoyerNetwork,
  useFoyerTheme,
  useWalletInfo,
} from './hooks/publicHooks'
export { useBitcoinSignPsbt } from './hooks/useBitcoinSignPsbt'
export { useEmbeddedAccountType } from './hooks/useEmbeddedWallet'
export { useFoyer } from './hooks/useFoyer'
export { useFoyerSignMessage } from './hooks/useFoyerSignMessage'
export { useFoyerWallets } from './hooks/useFoyerWallets'
export { useSiwxSession } from './hooks/useSiwxSession'
export { useStrings } from './hooks/useStrings'
export { en, type Strings, type StringsInput } from './locale/en'
export { errorText } from './locale/errorText'
export { FoyerProvider, type FoyerProviderProps, preloadModal } from './provider/FoyerProvider'
