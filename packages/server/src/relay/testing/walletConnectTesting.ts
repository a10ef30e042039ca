// WalletConnect SDK test helpers: `@foyer/server/testing/walletconnect`.
export {
  createTestCore,
  createTestDapp,
  createTestWallet,
  type Listenable,
  memoryStorage,
  nextEvent,
  type RelayEndpoint,
  stopTestCore,
  TEST_DAPP_METADATA,
  TEST_WALLET_METADATA,
  withTimeout,
} from './walletConnectClients'
export {
  answerRequests,
  pairSession,
  TEST_CHAINS,
  TEST_EVENTS,
  TEST_METHODS,
  type TestDapp,
  type TestWallet,
} from './walletConnectSession'
