/** Frame error messages of the spec's catalogue (§8). */
export const FRAME_ERRORS = {
  requestAborted: 'Request was aborted',
  somethingWentWrong: 'Something went wrong',
  errorOccurred: 'An error occurred',
  loadFailed: 'Unable to load email login dependency',
  iframeNotSet: 'W3mFrame: iframe is not set',
  parentNotSet: 'W3mFrame: parent is not set',
  notConnected: 'Not connected to email or social',
  noAuthConnector: 'No auth connector found',
} as const

/** Why a frame request failed: the spec's timeout codes, an abort, or the frame's own error. */
export type FrameErrorCode =
  | 'iframe_load_failed'
  | 'iframe_request_timeout'
  | 'aborted'
  | 'frame_error'

export class FrameError extends Error {
  override name = 'FrameError'
  constructor(
    readonly code: FrameErrorCode,
    message: string,
  ) {
    super(message)
  }
}
