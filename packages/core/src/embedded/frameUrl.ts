import { SDK_VERSION } from '@foyer/protocol'

export type FrameUrlParams = {
  projectId: string
  chainId: number
  rpcUrl: string
  /** The Foyer API the frame signs in against. */
  apiUrl: string
  enableLogger?: boolean
}

/** The frame page's URL with its parameters (docs/product.md: projectId, chainId, version, enableLogger, rpcUrl). */
export function frameUrl(base: string, params: FrameUrlParams): string {
  const url = new URL(base)
  url.searchParams.set('projectId', params.projectId)
  url.searchParams.set('chainId', String(params.chainId))
  url.searchParams.set('version', SDK_VERSION)
  url.searchParams.set('enableLogger', String(params.enableLogger ?? false))
  url.searchParams.set('rpcUrl', params.rpcUrl)
  url.searchParams.set('apiUrl', params.apiUrl)
  return url.href
}
