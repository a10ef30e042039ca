import type { FrameApi } from '../api/frameApi'
import { createApprovalCard } from '../approval/createApprovalCard'
import { createFrameHandler, type FrameHandlerDeps } from '../handler/createFrameHandler'
import { createSessionStore } from '../handler/sessionStore'
import { getDeviceId } from '../keys/deviceId'
import type { DeviceShareStore } from '../keys/deviceShareStore'
import { checkParentOrigin } from '../messaging/checkParentOrigin'
import { findParentOrigin } from '../messaging/findParentOrigin'
import {
  type FrameMessaging,
  type FrameWindow,
  type MessagingEvent,
  startFrameMessaging,
} from '../messaging/startFrameMessaging'
import { createPasskeyCeremonies, type FramePasskeys } from '../passkeys/passkeyCeremonies'
import { createRecoveryPrompts } from '../recovery/recoveryPrompts'
import { createLiveTheme } from '../ui/liveTheme'
import { renderFrameError, renderFrameLayout, renderFrameReady } from '../ui/renderFrameStatus'
import type { FrameParams } from './readFrameParams'

export type FramePageDeps = {
  window: FrameWindow
  document: Document
  root: HTMLElement
  ancestorOrigins?: { readonly length: number; readonly [index: number]: string }
  params: FrameParams
  api: FrameApi
  deviceShares: DeviceShareStore
  /** The frame origin's localStorage (throws when the browser denies it). */
  storage: () => Storage
  log?: (event: MessagingEvent) => void
  /** Passkeys; default createPasskeyCeremonies on the frame's API. */
  passkeys?: FramePasskeys
}

export type FramePageResult =
  | { state: 'ready'; messaging: FrameMessaging }
  | { state: 'refused'; reason: string }

export const STORAGE_DENIED_MESSAGE =
  'This browser blocks storage for the wallet frame. Serve the frame from a subdomain of your site (see the README).'

/** Boots the frame page: origin check, storage, handler, approval UI, then the channel. */
export async function startFramePage(deps: FramePageDeps): Promise<FramePageResult> {
  const layout = renderFrameLayout(deps.document, deps.root)
  const refuse = (reason: string): FramePageResult => {
    renderFrameError(layout, reason)
    return { state: 'refused', reason }
  }
  const parentOrigin = findParentOrigin({
    ancestorOrigins: deps.ancestorOrigins,
    referrer: deps.document.referrer,
  })
  const check = await checkParentOrigin(deps.api, parentOrigin)
  if (!check.allowed) return refuse(check.reason)

  let storage: Storage
  let deviceId: string
  try {
    storage = deps.storage()
    deviceId = getDeviceId(storage, globalThis.crypto)
  } catch {
    return refuse(STORAGE_DENIED_MESSAGE)
  }

  // One theme for the card and the prompts, re-applied to an open one when SYNC_THEME comes.
  const theme = createLiveTheme(deps.document, () => handler.state().theme)
  const card = createApprovalCard({
    document: deps.document,
    container: layout.approvals,
    dappName: () => handler.state().dappName,
    locale: () => handler.state().locale,
    theme,
  })
  let messaging: FrameMessaging | undefined
  const emit: FrameHandlerDeps['emit'] = (type, payload) => messaging?.sendEvent(type, payload)
  const passkeys =
    deps.passkeys ??
    createPasskeyCeremonies({ apiUrl: deps.params.apiUrl, projectId: deps.params.projectId })
  const handler = createFrameHandler({
    api: deps.api,
    deviceShares: deps.deviceShares,
    sessions: createSessionStore(storage),
    deviceId,
    projectId: deps.params.projectId,
    chainId: deps.params.chainId,
    approve: (request, signal) => card.approve(request, signal),
    onThemeChange: () => theme.refresh(),
    emit,
    passkeys,
    // Restore, protect and export: the frame's own prompts, where its approval card goes.
    recoveryPrompts: createRecoveryPrompts({
      document: deps.document,
      container: layout.approvals,
      passkeys,
      emit,
      locale: () => handler.state().locale,
      theme,
      ...(globalThis.navigator?.clipboard ? { clipboard: globalThis.navigator.clipboard } : {}),
    }),
  })
  messaging = startFrameMessaging({
    window: deps.window,
    parentOrigin: check.parentOrigin,
    handler,
    version: deps.params.version,
    ...(deps.log ? { onEvent: deps.log } : {}),
  })
  renderFrameReady(layout)
  return { state: 'ready', messaging }
}
