import { projectIdSchema } from '@foyer/protocol'
import { chainIdValue } from '../handler/chainIdValue'

/** The frame URL parameters (spec §7) plus where the API lives. */
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
  if (!projectId.success) throw new Error('The frame needs a valid projectId')
  const chainId = chainIdValue(get('chainId') ?? '')
  if (chainId === undefined) throw new Error('The frame needs a valid chainId')
  const apiUrl = httpUrl(get('apiUrl') ?? defaultApiUrl)
  if (!apiUrl) throw new Error('The frame needs the API URL (apiUrl or FOYER_PUBLIC_API_URL)')
  const rpcUrl = get('rpcUrl')
  if (rpcUrl !== undefined && !httpUrl(rpcUrl)) throw new Error('The frame rpcUrl must be http(s)')
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
