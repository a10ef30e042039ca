import type { AppEventPayload, AppEventResult, AppEventType } from '@foyer/protocol'

/** Answers one app event: its validated payload in, its `_SUCCESS` payload out (or a throw). */
export type FrameRequestHandler<T extends AppEventType> = (
  payload: AppEventPayload<T>,
) => Promise<AppEventResult<T>>

/** Handlers for some app events; the frame's dispatch table is one for every event. */
export type FrameRequestHandlers<T extends AppEventType = AppEventType> = {
  [K in T]: FrameRequestHandler<K>
}
