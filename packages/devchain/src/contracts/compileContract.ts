import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
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
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

const require = createRequire(import.meta.url)

/**
 * Reads an imported file from the installed packages (`@account-abstraction/contracts/…`,
 * `@openzeppelin/contracts/…`), as solc asks for each import.
 */
function importFromPackages(path: string): { contents: string } | { error: string } {
  try {
    return { contents: readFileSync(require.resolve(path), 'utf8') }
  } catch {
    return { error: `${path} is not in an installed package` }
  }
}

/** Compiles one contract of this folder with solc-js (offline, ~1 s including the compiler). */
export async function compileContract(contract: ContractSource): Promise<CompiledContract> {
  const source = await readFile(new URL(contract.sourceName, import.meta.url), 'utf8')
  return compileSource(source, contract)
}

/**
 * Compiles `source` as the file `sourceName` and returns `contractName` from it. Warnings fail
 * the compile as errors do: the committed contracts compile cleanly.
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
    solc.compile(JSON.stringify(input), { import: importFromPackages }),
  ) as SolcOutput
  const problems = (output.errors ?? []).filter((entry) => entry.severity !== 'info')
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
