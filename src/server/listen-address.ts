import net from 'node:net'

/** Whether `host` keeps the server to this machine (a loopback address or name). */
function onlyThisMachine(host: string): boolean {
  if (host === 'localhost') return true
  if (net.isIPv4(host)) return host.startsWith('127.')
  if (net.isIPv6(host)) return host === '::1'
  return false
}

/**
 * What a person starting the server reads: the address to open, and, when the server answers
 * other machines too, that it does and how to keep it to this one (docs/operations.md).
 */
export function listeningMessage(host: string, port: number): string[] {
  const everywhere = host === '0.0.0.0' || host === '::'
  const shown = everywhere || onlyThisMachine(host) ? 'localhost' : host
  const lines = [`HumanCodex is ready on http://${shown}:${port}`]
  if (everywhere) {
    lines.push(
      `It listens on every network interface (HOST=${host}), so other machines can reach it too;` +
        ' set HOST=127.0.0.1 to keep it to this machine.',
    )
  } else if (!onlyThisMachine(host)) {
    lines.push(`It listens on ${host} (HOST), which other machines may reach.`)
  }
  return lines
}
