/**
 * A small built-in strength check for recovery passwords (no dictionary dependency): at least
 * 12 characters (NFKC), at least 6 different ones, and at least 8 characters left once common
 * words, keyboard and alphabet runs (3+ in a row, either way) and repeats are taken out. So
 * `password1234`, `qwertyuiop12`, `aaaaaaaaaaaa`, `abcabcabcabc` are refused, and four random words
 * or a long random string pass.
 */
export const MIN_RECOVERY_PASSWORD_LENGTH = 12

const COMMON_WORDS = [
  'password',
  'passw0rd',
  'letmein',
  'welcome',
  'iloveyou',
  'admin',
  'monkey',
  'dragon',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'master',
  'shadow',
  'secret',
  'trustno1',
  'recovery',
  'wallet',
  'foyer',
  'bitcoin',
  'ethereum',
  'crypto',
  'hello',
  'login',
  'qwerty',
  'azerty',
]

const RUNS = ['abcdefghijklmnopqrstuvwxyz', '0123456789', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm']

export function isStrongRecoveryPassword(password: string): boolean {
  const normalized = password.normalize('NFKC')
  if ([...normalized].length < MIN_RECOVERY_PASSWORD_LENGTH) return false
  const lower = normalized.toLowerCase()
  if (new Set(lower).size < 6) return false
  let rest = lower
  for (const word of COMMON_WORDS) rest = rest.split(word).join(' ')
  rest = removeRuns(rest)
  // A character repeated in a row counts once.
  rest = rest.replace(/(.)\1+/gu, '$1').replace(/ /g, '')
  return [...rest].length >= 8
}

/** Drops every stretch of 3+ characters that runs along a sequence (forwards or backwards). */
function removeRuns(text: string): string {
  const chars = [...text]
  const drop = new Array<boolean>(chars.length).fill(false)
  const step = (a: string | undefined, b: string | undefined) =>
    a !== undefined &&
    b !== undefined &&
    RUNS.some((run) => {
      const i = run.indexOf(a)
      const j = run.indexOf(b)
      return i >= 0 && j >= 0 && Math.abs(i - j) === 1
    })
  let start = 0
  for (let i = 1; i <= chars.length; i++) {
    const continues =
      i < chars.length &&
      step(chars[i - 1], chars[i]) &&
      (i - start < 2 || sameDirection(chars[i - 2], chars[i - 1], chars[i]))
    if (!continues) {
      if (i - start >= 3) drop.fill(true, start, i)
      start = i
    }
  }
  return chars.filter((_, i) => !drop[i]).join('')
}

function sameDirection(a: string | undefined, b: string | undefined, c: string | undefined) {
  if (a === undefined || b === undefined || c === undefined) return false
  return RUNS.some((run) => {
    const [i, j, k] = [run.indexOf(a), run.indexOf(b), run.indexOf(c)]
    return i >= 0 && j >= 0 && k >= 0 && j - i === k - j
  })
}
