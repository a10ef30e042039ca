import { createFoyer } from '../createFoyer'
import type { EmbeddedWallet } from '../embedded/startEmbeddedWallet'
import type { Foyer } from '../foyer'
import { devChainA } from '../networks/devChains'
import type { Network } from '../networks/network'
import { type FramePage, playFramePage } from './playFramePage'
import { createScriptedFrame, type ScriptedFrame } from './scriptedFrame'
import { memoryStorage } from './scriptedWallet'

export const TEST_FRAME_ORIGIN = 'http://wallet.foyer.localhost:8788'

export type EmbeddedFoyer = {
  foyer: Foyer
  wallet: EmbeddedWallet
  /** Answers the page's requests to the frame, as the test queues them. */
  frame: ScriptedFrame
  /** Sends the frame's own events (APPROVAL_REQUIRED, APPROVAL_DONE). */
  page: FramePage
}

/**
 * The kit with its embedded wallet loaded and the frame page played by a scripted frame (core's
 * testing stand-ins), for the embedded wallet as a whole and its views; on dev chain A unless
 * told other `networks` (the first is the one it starts on). The caller destroys `foyer`.
 */
export async function embeddedFoyer(
  options: { networks?: readonly [Network, ...Network[]] } = {},
): Promise<EmbeddedFoyer> {
  const foyer = createFoyer({
    networks: options.networks ?? [devChainA],
    rpcUrls: { 31337: 'http://127.0.0.1:9' },
    apiUrl: 'http://127.0.0.1:9',
    projectId: 'f0e7f0e7f0e7f0e7f0e7f0e7f0e7f0e7',
    embeddedWallet: { frameUrl: `${TEST_FRAME_ORIGIN}/` },
    storage: memoryStorage(),
    logLevel: 'silent',
    walletConnect: false,
  })
  const frame = createScriptedFrame()
  // What the wallet sends as it loads.
  frame.answer('SYNC_THEME', {})
  frame.answer('SYNC_DAPP_DATA', {})
  const wallet = await foyer.embedded.load()
  const iframe = wallet.messenger.iframe()
  if (!iframe) throw new Error('embeddedFoyer: no frame')
  const page = playFramePage(iframe, frame, TEST_FRAME_ORIGIN)
  await wallet.messenger.load()
  return { foyer, wallet, frame, page }
}
