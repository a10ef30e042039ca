import type { WalletEntry } from '@foyer/protocol'
import type { CustomWallet } from '../directory/directoryOptions'

/** Views of the modal (docs/product.md). Later issues add theirs here. */
export const VIEWS = [
  'Connect',
  'Account',
  'ConnectWallets',
  'AllWallets',
  'Downloads',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'Networks',
  'SwitchNetwork',
  'UnsupportedChain',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'ApproveTransaction',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  'WalletSend',
  'WalletSendSelectToken',
  'WalletSendPreview',
  'WalletReceive',
  'Buy',
  'BuyInProgress',
  'ChooseAccountName',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'ConnectSocials',
  'ConnectingFarcaster',
  'SIWXSignMessage',
  'ProtectWallet',
  'WalletSecurity',
  'Swap',
  'SwapSelectToken',
  'SwapPreview',
  'Pay',
  'ProfileWallets',
] as const

export type ViewName = (typeof VIEWS)[number]

/** Data a view is opened with. */
export type ViewData = {
  /** The directory (or custom) wallet a Downloads view is about. */
  wallet?: WalletEntry | CustomWallet
  connectorUid?: string
  /** CAIP-2 id of the network a SwitchNetwork view is switching to. */
  caipNetworkId?: string
}
