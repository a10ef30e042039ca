import type { ViewName } from '@foyer/core'
import type { FramePromptKind } from '@foyer/protocol'
import type { Strings } from '../locale/en'

/**
 * The dialog's title of a view; `walletName` is the wallet being connected, when there is one;
 * `promptKind` what the frame asks while ApproveTransaction shows it.
 */
export type ViewTitle = (
  strings: Strings,
  walletName: string | undefined,
  promptKind: FramePromptKind | undefined,
) => string

/** Every view's title: a small table that ships with the modal, so titles never wait for a view's code. */
export const VIEW_TITLES: Record<ViewName, ViewTitle> = {
  Connect: (s) => s.connectWallet,
  Account: (s) => s.account,
  ConnectWallets: (s) => s.connectWallet,
  AllWallets: (s) => s.allWallets,
  Downloads: (s, walletName) => walletName ?? s.allWallets,
  ConnectingExternal: (s, walletName) => walletName ?? s.connecting,
  ConnectingWalletConnect: (s, walletName) => walletName ?? s.walletConnect,
  Networks: (s) => s.chooseNetwork,
  SwitchNetwork: (s) => s.switchNetwork,
  UnsupportedChain: (s) => s.unsupportedChain,
  EmailVerifyOtp: (s) => s.enterCode,
  EmailVerifyDevice: (s) => s.approveDevice,
  ApproveTransaction: (s, _, kind) => s.promptTitles[kind ?? 'request'],
  UpdateEmailWallet: (s) => s.updateEmail,
  UpdateEmailPrimaryOtp: (s) => s.confirmCurrentEmail,
  UpdateEmailSecondaryOtp: (s) => s.confirmNewEmail,
  WalletSend: (s) => s.sendTitle,
  WalletSendSelectToken: (s) => s.selectToken,
  WalletSendPreview: (s) => s.previewSend,
  WalletReceive: (s) => s.receiveTitle,
  Buy: (s) => s.onramp.title,
  BuyInProgress: (s) => s.onramp.progressTitle,
  ChooseAccountName: (s) => s.chooseAccountName,
  RegisterAccountName: (s) => s.registerAccountName,
  RegisterAccountNameSuccess: (s) => s.nameRegistered,
  ConnectSocials: (s) => s.socialSignIn,
  ConnectingFarcaster: (s) => s.socialNames.farcaster,
  SIWXSignMessage: (s) => s.signIn,
  ProtectWallet: (s) => s.protectWallet,
  WalletSecurity: (s) => s.security,
  Swap: (s) => s.swap.title,
  SwapSelectToken: (s) => s.swap.selectToken,
  SwapPreview: (s) => s.swap.preview,
  Pay: (s) => s.pay.title,
  ProfileWallets: (s) => s.profileWallets.title,
}
