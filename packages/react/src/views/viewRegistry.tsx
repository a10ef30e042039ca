import type { ViewName } from '@foyer/core'
import type { FramePromptKind } from '@foyer/protocol'
import type { ComponentType } from 'react'
import type { Strings } from '../locale/en'
import { AccountView } from './account/AccountView'
import { AllWalletsView } from './connect/AllWalletsView'
import { ConnectingExternalView } from './connect/ConnectingExternalView'
import { ConnectingWalletConnectView } from './connect/ConnectingWalletConnectView'
import { ConnectView } from './connect/ConnectView'
import { ConnectWalletsView } from './connect/ConnectWalletsView'
import { DownloadsView } from './connect/DownloadsView'
import { EmailVerifyDeviceView } from './email/EmailVerifyDeviceView'
import { EmailVerifyOtpView } from './email/EmailVerifyOtpView'
import { ApproveTransactionView } from './embedded/ApproveTransactionView'
import { ProtectWalletView } from './embedded/ProtectWalletView'
import {
  UpdateEmailPrimaryOtpView,
  UpdateEmailSecondaryOtpView,
} from './embedded/UpdateEmailOtpView'
import { UpdateEmailWalletView } from './embedded/UpdateEmailWalletView'
import { WalletSecurityView } from './embedded/WalletSecurityView'
import { ChooseAccountNameView } from './names/ChooseAccountNameView'
import { RegisterAccountNameSuccessView } from './names/RegisterAccountNameSuccessView'
import { RegisterAccountNameView } from './names/RegisterAccountNameView'
import { NetworksView } from './networks/NetworksView'
import { SwitchNetworkView } from './networks/SwitchNetworkView'
import { UnsupportedChainView } from './networks/UnsupportedChainView'
import { WalletReceiveView } from './send/WalletReceiveView'
import { WalletSendPreviewView } from './send/WalletSendPreviewView'
import { WalletSendSelectTokenView } from './send/WalletSendSelectTokenView'
import { WalletSendView } from './send/WalletSendView'
import { SiwxSignMessageView } from './siwx/SiwxSignMessageView'
import { ConnectingFarcasterView } from './social/ConnectingFarcasterView'
import { ConnectSocialsView } from './social/ConnectSocialsView'

type ViewEntry = {
  Component: ComponentType
  /**
   * The dialog's title; `walletName` is the wallet being connected, when there is one;
   * `promptKind` what the frame asks while ApproveTransaction shows it.
   */
  title(
    strings: Strings,
    walletName: string | undefined,
    promptKind: FramePromptKind | undefined,
  ): string
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
  ApproveTransaction: {
    Component: ApproveTransactionView,
    title: (s, _, kind) => s.promptTitles[kind ?? 'request'],
  },
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
  ProtectWallet: { Component: ProtectWalletView, title: (s) => s.protectWallet },
  WalletSecurity: { Component: WalletSecurityView, title: (s) => s.security },
}
