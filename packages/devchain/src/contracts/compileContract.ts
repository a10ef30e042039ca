import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import solc from 'solc'
import type { Abi, Hex } from 'viem'
import type { ContractSource } from './devContractSources'

/** Pinned so the committed artifacts are reproducible and run on older dev chains too. */
export const COMPILER_SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
} as const

export interface CompiledContract {
  compilerVersion: string
  abi: Abi
  bytecode: Hex
}

interface SolcOutput {
  errors?: {
    severity: 'error' | 'warning' | 'info'
    formattedMessage: string
    sourceLocation?: { file: string }
  }[]
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

const require = createRequire(import.meta.url)

/**
 * Reads an imported file, as solc asks for each import: from the installed packages
 * (`@account-abstraction/contracts/…`, `@openzeppelin/contracts/…`), or a contract of this
 * folder (`import "./FoyerAccount.sol"`, which solc asks for as `FoyerAccount.sol`).
 */
function readImport(path: string): { contents: string } | { error: string } {
  const local = !path.startsWith('@') && !path.includes('/')
  try {
    const file = local ? fileURLToPath(new URL(path, import.meta.url)) : require.resolve(path)
    return { contents: readFileSync(file, 'utf8') }
  } catch {
    return { error: `${path} is not ${local ? 'in this folder' : 'in an installed package'}` }
  }
}

/** Compiles one contract of this folder with solc-js (offline, ~1 s including the compiler). */
export async function compileContract(contract: ContractSource): Promise<CompiledContract> {
  const source = await readFile(new URL(contract.sourceName, import.meta.url), 'utf8')
  return compileSource(source, contract)
}

/**
 * Compiles `source` as the file `sourceName` and returns `contractName` from it. Warnings fail
 * the compile as errors do: the committed contracts compile cleanly. Only a warning in an
 * installed package's file (not ours to fix: `@account-abstraction/contracts` 0.8's BaseAccount
 * names a parameter `error`) is let through.
 */
export function compileSource(
  source: string,
  { sourceName, contractName }: Pick<ContractSource, 'sourceName' | 'contractName'>,
): CompiledContract {
  const input = {
    language: 'Solidity',
    sources: { [sourceName]: { content: source } },
    settings: {
      ...COMPILER_SETTINGS,
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse(
    solc.compile(JSON.stringify(input), { import: readImport }),
  ) as SolcOutput
  const problems = (output.errors ?? []).filter(
    (entry) =>
      entry.severity === 'error' ||
      (entry.severity === 'warning' && !entry.sourceLocation?.file.startsWith('@')),
  )
  if (problems.length > 0) {
    throw new Error(
      `${sourceName} did not compile cleanly:\n${problems.map((p) => p.formattedMessage).join('\n')}`,
    )
  }
  const contract = output.contracts?.[sourceName]?.[contractName]
  if (!contract) throw new Error(`solc produced no ${contractName} in ${sourceName}`)
  return {
    compilerVersion: solc.version(),
    abi: contract.abi,
    bytecode: `0x${contract.evm.bytecode.object}`,
  }
}
