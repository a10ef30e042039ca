import { WalletReceiveView } from '../send/WalletReceiveView'
import { WalletSendPreviewView } from '../send/WalletSendPreviewView'
import { WalletSendSelectTokenView } from '../send/WalletSendSelectTokenView'
import { WalletSendView } from '../send/WalletSendView'

/** Sending and receiving (viem's contract code, the QR encoder). */
export const sendGroup = {
  WalletSend: WalletSendView,
  WalletSendSelectToken: WalletSendSelectTokenView,
  WalletSendPreview: WalletSendPreviewView,
  WalletReceive: WalletReceiveView,
}
