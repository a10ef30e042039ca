import { readFile } from 'node:fs/promises'

/** Linux's clock ticks per second (`getconf CLK_TCK`), the unit of /proc/PID/stat's times. */
const CLOCK_TICKS = 100

/** CPU time (user + system) used so far, ms, of this process. */
export function ownCpuMs(): number {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/** CPU time (user + system) used so far, ms, of another process (Linux: /proc/PID/stat). */
export async function processCpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
  // After the command name in parentheses: field 3 (state) onwards; utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
}
