export { API_PATHS } from './api/apiPaths'
export { ApiRequestError } from './api/apiRequestError'
export type { ApiUser, Session, SessionStatus } from './api/apiSchemas'
export { createHttpFrameApi, type HttpFrameApiOptions } from './api/createHttpFrameApi'
export type { FrameApi } from './api/frameApi'
export { type ApprovalCardOptions, createApprovalCard } from './approval/createApprovalCard'
export { type ApprovalDescription, describeApproval } from './approval/describeApproval'
export type { ApprovalRequest, TransactionInput, TypedDataInput } from './handler/approvalRequest'
export {
  createFrameHandler,
  type FrameHandler,
  type FrameHandlerDeps,
  type FrameHandlerState,
} from './handler/createFrameHandler'
export { FRAME_ERRORS } from './handler/frameErrorMessages'
export type { FrameHandlerReply } from './handler/frameReply'
export {
  createMemorySessionStore,
  createSessionStore,
  type SessionStore,
} from './handler/sessionStore'
export { createWalletKey } from './keys/createWalletKey'
export { getDeviceId } from './keys/deviceId'
export {
  createDeviceShareStore,
  type DeviceShareStore,
  type DeviceShareStoreDeps,
} from './keys/deviceShareStore'
export { combineShares, type KeyShares, splitKey } from './keys/shares'
export { checkParentOrigin, type ParentOriginCheck } from './messaging/checkParentOrigin'
export { findParentOrigin } from './messaging/findParentOrigin'
export {
  type FrameMessaging,
  type FrameMessagingOptions,
  type FrameWindow,
  type MessagingEvent,
  type MessagingRejection,
  startFrameMessaging,
} from './messaging/startFrameMessaging'
export { type FrameParams, readFrameParams } from './page/readFrameParams'
export {
  type FramePageDeps,
  type FramePageResult,
  STORAGE_DENIED_MESSAGE,
  startFramePage,
} from './page/startFramePage'
