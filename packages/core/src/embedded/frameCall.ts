import type { AppEventPayload, AppEventResult, AppEventType } from '@foyer/protocol'

/** One request to the frame, answered by its `_SUCCESS` payload (the messenger's `call`). */
export type FrameCall = <T extends AppEventType>(
  type: T,
  payload: AppEventPayload<T>,
) => Promise<AppEventResult<T>>
