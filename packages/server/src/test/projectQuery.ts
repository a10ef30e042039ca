import { SDK_TYPE, SDK_VERSION } from '@foyer/protocol'

/** `?projectId=…&st=…&sv=…` as the kit sends it, plus `extra` parameters. */
export function projectQuery(projectId: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ projectId, st: SDK_TYPE, sv: SDK_VERSION, ...extra })
  return `?${params}`
}
