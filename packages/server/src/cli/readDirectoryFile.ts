import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { WalletEntry } from '@foyer/protocol'
import { parseDirectory } from '../directory/parseDirectory'
import { UsageError } from './usageError'

/**
 * Reads a wallet directory file: JSON in the `/getWallets` shape `{"data": [...]}` or a bare
 * array, validated with walletDirectorySchema (an InvalidDirectoryError lists each bad entry).
 */
export async function readDirectoryFile(file: string, cwd: string): Promise<WalletEntry[]> {
  const path = resolve(cwd, file)
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException
    throw new UsageError(
      code === 'ENOENT' ? `Cannot read ${path}: no such file` : `Cannot read ${path}: ${message}`,
    )
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new UsageError(`${path} is not JSON: ${(error as Error).message}`)
  }
  const entries =
    typeof json === 'object' && json !== null && !Array.isArray(json) && 'data' in json
      ? json.data
      : json
  if (!Array.isArray(entries)) {
    throw new UsageError(
      `${path} must hold a wallet list: {"data": [...]} as GET /getWallets answers, or [...]`,
    )
  }
  return parseDirectory(entries)
}
