// Preloaded into the alto process (`node --import`, see startBundler.ts). Alto's server listens on
// 0.0.0.0 and has no option to change it; a dev bundler holding funded keys must stay on this
// machine, as anvil does. So every TCP listen on all interfaces goes to 127.0.0.1 instead.
import { Server } from 'node:net'

const LOOPBACK = '127.0.0.1'
const ALL_INTERFACES = new Set(['0.0.0.0', '::', undefined])
const listen = Server.prototype.listen

Server.prototype.listen = function listenOnLoopback(...args) {
  const [first, second] = args
  if (first && typeof first === 'object' && 'port' in first && ALL_INTERFACES.has(first.host)) {
    args[0] = { ...first, host: LOOPBACK }
  } else if (typeof first === 'number' && typeof second !== 'string') {
    args.splice(1, 0, LOOPBACK)
  } else if (typeof first === 'number' && ALL_INTERFACES.has(second)) {
    args[1] = LOOPBACK
  }
  return listen.apply(this, args)
}
