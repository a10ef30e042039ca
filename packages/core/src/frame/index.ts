/**
 * The embedded-wallet frame's app side. A separate entry (`@foyer/core/frame`) so that pages load
 * it, and the zod schemas it validates with, only when the frame is needed.
 */
export {
  createFrameMessenger,
  type FrameMessenger,
  type FrameMessengerOptions,
  type FrameStatus,
} from './createFrameMessenger'
export { FRAME_ERRORS, FrameError, type FrameErrorCode } from './frameErrors'
