import { FoyerError, projectIdSchema } from '@foyer/protocol'
import { chainIdValue } from '../handler/chainIdValue'

/** The frame URL parameters (docs/product.md) plus where the API lives. */
export type FrameParams = {
  projectId: string
  chainId: number
  version: string
  enableLogger: boolean
  rpcUrl?: string
  apiUrl: string
}

/** Reads and checks the frame page's URL; apiUrl from the URL or the build's default. */
export function readFrameParams(href: string, defaultApiUrl?: string): FrameParams {
  const url = new URL(href)
  const get = (name: string) => url.searchParams.get(name) ?? undefined
  const projectId = projectIdSchema.safeParse(get('projectId'))
  if (!projectId.success) throw new FoyerError('FRAME_PROJECT_ID_INVALID')
  const chainId = chainIdValue(get('chainId') ?? '')
  if (chainId === undefined) throw new FoyerError('FRAME_CHAIN_ID_INVALID')
  const apiUrl = httpUrl(get('apiUrl') ?? defaultApiUrl)
  if (!apiUrl) throw new FoyerError('FRAME_API_URL_MISSING')
  const rpcUrl = get('rpcUrl')
  if (rpcUrl !== undefined && !httpUrl(rpcUrl)) throw new FoyerError('FRAME_RPC_URL_INVALID')
  return {
    projectId: projectId.data,
    chainId,
    version: (get('version') ?? '0.0.0').slice(0, 64),
    enableLogger: get('enableLogger') === 'true',
    ...(rpcUrl ? { rpcUrl } : {}),
    apiUrl,
  }
}

function httpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined
  } catch {
    return undefined
  }
}
