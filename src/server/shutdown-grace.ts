import fp from 'fastify-plugin'

/** How often, while closing, connections whose last response has finished are closed. */
const SWEEP_MS = 100
/** How long before the grace ends the chat answers still running are told to end. */
const INTERRUPT_BEFORE_MS = 1_000

/**
 * While the app closes, requests already running get `graceMs` to finish: a reply streaming
 * from a slow model arrives whole. Fastify meanwhile refuses new requests and Node stops
 * accepting connections. Node closes the keep-alive connections that are idle when closing
 * starts; the sweep closes the others as their responses finish, which a browser would keep open
 * for a minute and so hold the close up. Whatever still runs after the grace is cut off.
 * Shortly before, `app.lifecycle.interrupt` tells the chat answers still streaming to end with
 * an explicit restart event and keep what they said (turn.ts).
 * `app.lifecycle.shuttingDown` is set by main.ts when a signal starts the shutdown.
 */
export const shutdownGrace = fp(
  async (app) => {
    const graceMs = app.config.shutdownGraceMs
    const interrupt = new AbortController()
    let markStarted = () => {}
    const started = new Promise<void>((resolve) => (markStarted = resolve))
    app.decorate('lifecycle', { shuttingDown: false, interrupt: interrupt.signal, started })
    // Registered before the modules, this hook runs before theirs: it waits for the app's
    // ready (every hook run), then a turn, so the start's last steps go first.
    app.addHook('onReady', async () => {
      void app.ready().then(() => setImmediate(markStarted))
    })
    let sweep: NodeJS.Timeout | undefined
    let deadline: NodeJS.Timeout | undefined
    let warning: NodeJS.Timeout | undefined
    app.addHook('preClose', async () => {
      sweep = setInterval(() => app.server.closeIdleConnections(), SWEEP_MS).unref()
      // Half of a short grace: the answers' connections close (the sweep) before it ends.
      const before = Math.min(INTERRUPT_BEFORE_MS, graceMs / 2)
      warning = setTimeout(() => interrupt.abort(), graceMs - before).unref()
      deadline = setTimeout(() => {
        app.log.warn(
          `requests still running after the ${graceMs} ms shutdown grace; cutting them off`,
        )
        app.server.closeAllConnections()
      }, graceMs).unref()
    })
    // Runs once the server has closed, i.e. its last connection has ended.
    app.addHook('onClose', async () => {
      clearInterval(sweep)
      clearTimeout(deadline)
      clearTimeout(warning)
    })
  },
  { name: 'shutdown-grace', dependencies: ['config'] },
)
