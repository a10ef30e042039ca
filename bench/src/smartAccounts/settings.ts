/** The dev chain (anvil's default id, the `npm start` chain). */
export const CALLS_CHAIN_ID = 31337

/**
 * Sequential sends per latency figure (FOYER_BENCH_SA_OPS, default 30): each a plain transaction
 * and a user operation, one after the other.
 */
export const LATENCY_SENDS = Number(process.env.FOYER_BENCH_SA_OPS ?? 30)

/** Untimed sends before the latency samples (the smart account's first one deploys it). */
export const WARMUP_SENDS = 3

/** Accounts sending at once in the throughput phases (as many EOAs as smart accounts). */
export const THROUGHPUT_ACCOUNTS = 20

/** Sends per account and throughput phase, each waiting for its receipt before the next. */
export const SENDS_PER_ACCOUNT = Number(process.env.FOYER_BENCH_SA_SENDS_PER_ACCOUNT ?? 10)

/**
 * Interleaved throughput rounds (FOYER_BENCH_ROUNDS, default 3): each round runs the EOAs and
 * the smart accounts, the order swapped every round.
 */
export const THROUGHPUT_ROUNDS = Number(process.env.FOYER_BENCH_ROUNDS ?? 3)

/**
 * Every client's polling interval (receipts, block numbers), ms: low, so that a figure is the
 * system's and not the poll's. The frame polls every 250 ms.
 */
export const POLL_MS = 50

/** Wei each send moves (the native transfer), and token units each operation moves. */
export const SEND_WEI = 1n
export const SEND_TOKEN_UNITS = 1n
