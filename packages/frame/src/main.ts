import { browserLocale, SDK_TYPE, SDK_VERSION } from '@foyer/protocol'
import { createHttpFrameApi } from './api/createHttpFrameApi'
import { createDeviceShareStore } from './keys/deviceShareStore'
import { frameStrings } from './locale/frameStrings'
import { readFrameParams } from './page/readFrameParams'
import { startFramePage } from './page/startFramePage'
import { renderFrameError, renderFrameLayout } from './ui/renderFrameStatus'

/** The frame page entry (index.html). Everything it does is in startFramePage. */
const root = document.getElementById('foyer-frame') ?? document.body
const env = (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env

try {
  const params = readFrameParams(window.location.href, env?.FOYER_PUBLIC_API_URL)
  const api = createHttpFrameApi({
    apiUrl: params.apiUrl,
    projectId: params.projectId,
    sdkType: SDK_TYPE,
    sdkVersion: SDK_VERSION,
  })
  void startFramePage({
    window,
    document,
    root,
    ancestorOrigins: window.location.ancestorOrigins,
    params,
    api,
    deviceShares: createDeviceShareStore({ indexedDB: window.indexedDB, crypto: window.crypto }),
    storage: () => window.localStorage,
    ...(params.enableLogger ? { log: (event) => console.info('[foyer-frame]', event) } : {}),
  }).catch((error: unknown) => {
    renderFrameError(renderFrameLayout(document, root), describe(error))
  })
} catch (error) {
  renderFrameError(renderFrameLayout(document, root), describe(error))
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : frameStrings(browserLocale()).couldNotStart
}
