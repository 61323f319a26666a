// `npm start`: builds what is missing or stale, then runs the compiled server in this process
// (no tsx, no second Node process; decision 145).
import { ensureBuilt } from './build/ensure-built.mjs'

process.env.NODE_ENV = 'production'
ensureBuilt()
await import('../dist/server/main.js')
