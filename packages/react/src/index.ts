export { ConnectButton } from './buttons/ConnectButton'
export {
  useFoyerAccount,
  useFoyerDisconnect,
  useFoyerFeatures,
  useFoyerModal,
  useFoyerNetwork,
  useFoyerTheme,
  useWalletInfo,
} from './hooks/publicHooks'
export { useFoyer, useStrings } from './hooks/useFoyer'
export { en, type Strings } from './locale/en'
export { FoyerProvider, preloadModal } from './provider/FoyerProvider'
