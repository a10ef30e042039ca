import { importDirectory } from '../directory/importDirectory'
import type { Command } from './commandContext'
import { parseCommandArgs } from './parseCommandArgs'
import { readDirectoryFile } from './readDirectoryFile'

/** `directory import FILE`: validates the whole file first, then upserts by wallet id. */
export const directoryImportCommand: Command = async (args, { io, withDatabase }) => {
  const { positionals } = parseCommandArgs('directory import', args, ['FILE'])
  const entries = await readDirectoryFile(positionals.FILE, io.cwd)
  const { inserted, updated } = await withDatabase((db) => importDirectory(db, entries))
  io.out(`Imported ${entries.length} wallets: ${inserted} inserted, ${updated} updated`)
}
