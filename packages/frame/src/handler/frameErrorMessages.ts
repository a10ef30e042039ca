/** Error messages the frame replies with (spec §6, §8, EIP-1193). */
export const FRAME_ERRORS = {
  notConnected: 'Not connected to email or social',
  rpcNotAllowed: 'Requested RPC call is not allowed',
  userRejected: 'User rejected the request.',
  aborted: 'Request was aborted',
  smartAccountsUnavailable: 'Smart accounts are not available',
  socialUnavailable: 'Social sign-in is not available yet',
  noPendingEmail: 'Enter your email first',
  noDeviceShare:
    'This device holds no share of this wallet, and recovery on a new device is not available yet',
  sharesMismatch: 'The key shares do not belong to this wallet',
  wrongAccount: 'The address does not match the connected account',
  wrongProject: 'The project id does not match this frame',
  wrongChain: 'The RPC endpoint is on another chain than requested',
  deviceNotApproved: 'The device was not approved in time',
  badParams: 'Invalid parameters for this method',
} as const
