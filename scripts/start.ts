import { runStack } from './start/runStack'

/** `npm start`: the whole Foyer stack with embedded defaults (see scripts/start/runStack.ts). */
process.exit(await runStack())
