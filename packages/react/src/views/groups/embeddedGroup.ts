import { ApproveTransactionView } from '../embedded/ApproveTransactionView'
import { ProtectWalletView } from '../embedded/ProtectWalletView'
import {
  UpdateEmailPrimaryOtpView,
  UpdateEmailSecondaryOtpView,
} from '../embedded/UpdateEmailOtpView'
import { UpdateEmailWalletView } from '../embedded/UpdateEmailWalletView'
import { WalletSecurityView } from '../embedded/WalletSecurityView'

/** The embedded wallet's own views: approvals through the frame, protection, email change. */
export const embeddedGroup = {
  ApproveTransaction: ApproveTransactionView,
  UpdateEmailWallet: UpdateEmailWalletView,
  UpdateEmailPrimaryOtp: UpdateEmailPrimaryOtpView,
  UpdateEmailSecondaryOtp: UpdateEmailSecondaryOtpView,
  ProtectWallet: ProtectWalletView,
  WalletSecurity: WalletSecurityView,
}
