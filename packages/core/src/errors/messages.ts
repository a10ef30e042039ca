/** Error messages of the spec's catalogue (§8) that the kit raises. */
export const ERROR_MESSAGES = {
  connectionRejected: 'Connection rejected',
  failedToConnect: 'Failed to connect',
  failedToDisconnect: 'Failed to disconnect',
  modalClosed: 'Modal closed',
  unsupportedChain: 'Unsupported chain',
  errorSigningMessage: 'Error signing message',
  requestNotAllowed: 'Requested RPC call is not allowed',
  actionNotAllowed: 'Action not allowed',
  httpStatus: (status: number) => `HTTP status code: ${status}`,
} as const
