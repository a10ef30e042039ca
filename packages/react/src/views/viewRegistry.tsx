import type { ViewName } from '@foyer/core'
import type { ComponentType } from 'react'
import type { Strings } from '../locale/en'
import { AccountView } from './AccountView'
import { AllWalletsView } from './AllWalletsView'
import { ApproveTransactionView } from './ApproveTransactionView'
import { ConnectingExternalView } from './ConnectingExternalView'
import { ConnectingFarcasterView } from './ConnectingFarcasterView'
import { ConnectingWalletConnectView } from './ConnectingWalletConnectView'
import { ConnectSocialsView } from './ConnectSocialsView'
import { ConnectView } from './ConnectView'
import { ConnectWalletsView } from './ConnectWalletsView'
import { DownloadsView } from './DownloadsView'
import { EmailVerifyDeviceView } from './EmailVerifyDeviceView'
import { EmailVerifyOtpView } from './EmailVerifyOtpView'
import { NetworksView } from './NetworksView'
import { ChooseAccountNameView } from './names/ChooseAccountNameView'
import { RegisterAccountNameSuccessView } from './names/RegisterAccountNameSuccessView'
import { RegisterAccountNameView } from './names/RegisterAccountNameView'
import { SiwxSignMessageView } from './SiwxSignMessageView'
import { SwitchNetworkView } from './SwitchNetworkView'
import { UnsupportedChainView } from './UnsupportedChainView'
import { UpdateEmailPrimaryOtpView, UpdateEmailSecondaryOtpView } from './UpdateEmailOtpView'
import { UpdateEmailWalletView } from './UpdateEmailWalletView'
import { WalletReceiveView } from './WalletReceiveView'
import { WalletSendPreviewView } from './WalletSendPreviewView'
import { WalletSendSelectTokenView } from './WalletSendSelectTokenView'
import { WalletSendView } from './WalletSendView'

type ViewEntry = {
  Component: ComponentType
  /** The dialog's title; `walletName` is the wallet being connected, when there is one. */
  title(strings: Strings, walletName: string | undefined): string
}

/** Every router view and how the modal shows it. */
export const VIEW_REGISTRY: Record<ViewName, ViewEntry> = {
  Connect: { Component: ConnectView, title: (s) => s.connectWallet },
  Account: { Component: AccountView, title: (s) => s.account },
  ConnectWallets: { Component: ConnectWalletsView, title: (s) => s.connectWallet },
  AllWallets: { Component: AllWalletsView, title: (s) => s.allWallets },
  Downloads: { Component: DownloadsView, title: (s, walletName) => walletName ?? s.allWallets },
  ConnectingExternal: {
    Component: ConnectingExternalView,
    title: (s, walletName) => walletName ?? s.connecting,
  },
  ConnectingWalletConnect: {
    Component: ConnectingWalletConnectView,
    title: (s, walletName) => walletName ?? s.walletConnect,
  },
  Networks: { Component: NetworksView, title: (s) => s.chooseNetwork },
  SwitchNetwork: { Component: SwitchNetworkView, title: (s) => s.switchNetwork },
  UnsupportedChain: { Component: UnsupportedChainView, title: (s) => s.unsupportedChain },
  EmailVerifyOtp: { Component: EmailVerifyOtpView, title: (s) => s.enterCode },
  EmailVerifyDevice: { Component: EmailVerifyDeviceView, title: (s) => s.approveDevice },
  ApproveTransaction: { Component: ApproveTransactionView, title: (s) => s.approveTransaction },
  UpdateEmailWallet: { Component: UpdateEmailWalletView, title: (s) => s.updateEmail },
  UpdateEmailPrimaryOtp: {
    Component: UpdateEmailPrimaryOtpView,
    title: (s) => s.confirmCurrentEmail,
  },
  UpdateEmailSecondaryOtp: {
    Component: UpdateEmailSecondaryOtpView,
    title: (s) => s.confirmNewEmail,
  },
  WalletSend: { Component: WalletSendView, title: (s) => s.sendTitle },
  WalletSendSelectToken: { Component: WalletSendSelectTokenView, title: (s) => s.selectToken },
  WalletSendPreview: { Component: WalletSendPreviewView, title: (s) => s.previewSend },
  WalletReceive: { Component: WalletReceiveView, title: (s) => s.receiveTitle },
  ChooseAccountName: { Component: ChooseAccountNameView, title: (s) => s.chooseAccountName },
  RegisterAccountName: { Component: RegisterAccountNameView, title: (s) => s.registerAccountName },
  RegisterAccountNameSuccess: {
    Component: RegisterAccountNameSuccessView,
    title: (s) => s.nameRegistered,
  },
  ConnectSocials: { Component: ConnectSocialsView, title: (s) => s.socialSignIn },
  ConnectingFarcaster: {
    Component: ConnectingFarcasterView,
    title: (s) => s.socialNames.farcaster,
  },
  SIWXSignMessage: { Component: SiwxSignMessageView, title: (s) => s.signIn },
}
