import { readFile } from 'node:fs/promises'
import solc from 'solc'
import type { Abi, Hex } from 'viem'

export const SOURCE_NAME = 'FoyerToken.sol'
export const CONTRACT_NAME = 'FoyerToken'

/** Pinned so the committed artifact is reproducible and runs on older dev chains too. */
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

/** Compiles `FoyerToken.sol` with solc-js (offline, ~1 s including loading the compiler). */
export async function compileFoyerToken(): Promise<CompiledContract> {
  const source = await readFile(new URL(SOURCE_NAME, import.meta.url), 'utf8')
  return compileSource(source)
}

export function compileSource(source: string): CompiledContract {
  const input = {
    language: 'Solidity',
    sources: { [SOURCE_NAME]: { content: source } },
    settings: {
      ...COMPILER_SETTINGS,
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  const problems = (output.errors ?? []).filter((entry) => entry.severity !== 'info')
  if (problems.length > 0) {
    throw new Error(
      `${SOURCE_NAME} did not compile cleanly:\n${problems.map((p) => p.formattedMessage).join('\n')}`,
    )
  }
  const contract = output.contracts?.[SOURCE_NAME]?.[CONTRACT_NAME]
  if (!contract) throw new Error(`solc produced no ${CONTRACT_NAME} in ${SOURCE_NAME}`)
  return {
    compilerVersion: solc.version(),
    abi: contract.abi,
    bytecode: `0x${contract.evm.bytecode.object}`,
  }
}
