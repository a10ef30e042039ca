import { FRAME_RPC_ERROR_MESSAGES } from '@foyer/protocol'

/** Error messages the frame replies with (spec §6, §8, EIP-1193). */
export const FRAME_ERRORS = {
  notConnected: 'Not connected to email or social',
  // The app maps these two to EIP-1193 codes (4200, 4001): one shared wording.
  rpcNotAllowed: FRAME_RPC_ERROR_MESSAGES.notAllowed,
  userRejected: FRAME_RPC_ERROR_MESSAGES.userRejected,
  aborted: 'Request was aborted',
  smartAccountsUnavailable: 'Smart accounts are not available',
  noPendingEmail: 'Enter your email first',
  noDeviceShare:
    'This device received its share of this wallet before and no longer holds it. Clear this site’s data in the browser, then sign in again to restore the wallet here as a new device',
  sharesMismatch: 'The key shares do not belong to this wallet',
  wrongAccount: 'The address does not match the connected account',
  wrongProject: 'The project id does not match this frame',
  wrongChain: 'The RPC endpoint is on another chain than requested',
  deviceNotApproved: 'The device was not approved in time',
  badParams: 'Invalid parameters for this method',
} as const
