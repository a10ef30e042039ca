/**
 * `@foyer/core/testing`: stand-ins for tests of code built on core (the React views): a scripted
 * browser wallet and frame, a local test chain, stand-in servers (chain data, names, SIWX) and
 * their fixtures. Never imported by product code.
 */

export { type NamesServer, startNamesServer } from '../names/testing/namesServer'
export {
  type BitcoinTestKey,
  bitcoinStandardTestWallet,
} from '../namespaces/bip122/testing/bitcoinStandardTestWallet'
export { registerStandardWallet } from '../namespaces/solana/testing/registerStandardWallet'
export { standardTestWallet } from '../namespaces/solana/testing/standardTestWallet'
export {
  type OnrampServer,
  STAND_IN_OPTIONS,
  startOnrampServer,
} from '../onramp/testing/onrampServer'
export { installSigningWallet, SIGNING_WALLET_RDNS } from '../siwx/testing/installSigningWallet'
export { type SiwxServer, startSiwxServer } from '../siwx/testing/siwxServer'
export {
  accountDataFixture,
  RECEIVER,
  refusingWallet,
  SENDER,
  USER_REJECTED,
} from './accountDataFixture'
export { accountTestKit, balanceOf, TEST_PROJECT_ID } from './accountTestKit'
export { batchingWallet } from './batchingWallet'
export {
  type ChainDataHandlers,
  type ChainDataRoute,
  type ChainDataServer,
  type RecordedRequest,
  startChainDataServer,
} from './chainDataServer'
export {
  type ConvertStandIn,
  convertStandIn,
  STAND_IN_GAS_LIMIT,
  STAND_IN_PRICE_IMPACT,
} from './convertStandIn'
export { type EmbeddedFoyer, embeddedFoyer, TEST_FRAME_ORIGIN } from './embeddedFoyer'
export { type FramePage, playFramePage } from './playFramePage'
export {
  createScriptedFrame,
  type DeferredAnswer,
  type FrameCall,
  type ScriptedFrame,
} from './scriptedFrame'
export { type ConnectBehaviour, createScriptedWallet, memoryStorage } from './scriptedWallet'
export { signInSettled, signInWithWallet, walletRow } from './signInWallet'
export { startTestChain, TEST_EXPLORER_URL, type TestChain } from './testChain'
export { sentItem, transactionOf } from './transactions'
export { walletEntry } from './walletEntry'
