/** Dapp/wallet pairs, each on its own topic. */
export const FANOUT_PAIRS = 20
/** Total publishes per second of the paced phase, spread evenly over the pairs. */
export const FANOUT_RATE = 1_000
/** Seconds of each measured phase: FOYER_BENCH_SECONDS (default 5). */
export const FANOUT_SECONDS = Number(process.env.FOYER_BENCH_SECONDS ?? 5)
/**
 * Interleaved rounds (FOYER_BENCH_ROUNDS, default 3): each round runs both phases against both
 * targets, the order of the targets swapped every round.
 */
export const FANOUT_ROUNDS = Number(process.env.FOYER_BENCH_ROUNDS ?? 3)
/** Unmeasured seconds before each measured phase (JIT, first database writes). */
export const WARMUP_S = Math.min(1, FANOUT_SECONDS / 3)
/** Messages of one pair in flight (published, not yet both delivered and answered) at full speed. */
export const FANOUT_WINDOW = 32
/**
 * Goals (issue 18): relay throughput ≥ this × echo throughput (same round); relay p99 at
 * FANOUT_RATE ≤ this.
 */
export const THROUGHPUT_GOAL_RATIO = 0.8
export const P99_GOAL_MS = 5
/** How long a phase waits after its end for the messages still in flight. */
export const DRAIN_MS = 3_000
/**
 * The relay refuses more than RELAY_PUBLISHES_PER_SECOND (100) publishes a second per client: a
 * policy, not a capacity. It is lifted here so that the full-speed phase measures the relay. The
 * quotas (stored bytes and messages per client, topic and project), backpressure and message
 * validation stay at their defaults: they are always on.
 */
export const RELAY_ENV = { RELAY_PUBLISHES_PER_SECOND: '1000000' }
