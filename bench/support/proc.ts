import fs from 'node:fs'

/**
 * CPU time a process has used so far (user + system), in ms, from `/proc/<pid>/stat`
 * (Linux; 10 ms steps). Per request, it compares servers at any load: a busy machine makes
 * requests wait, not cost more.
 */
export function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  // Fields after the command name, which sits in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}

/** Resident set size of a process in MB, from `/proc/<pid>/status` (Linux). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN)
  return kb / 1024
}

/** Open file descriptors of a process, and how many of them are sockets. */
export function openFds(pid: number): { total: number; sockets: number } {
  let total = 0
  let sockets = 0
  for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
    total++
    try {
      if (fs.readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith('socket:')) sockets++
    } catch {
      // closed between the listing and the read
    }
  }
  return { total, sockets }
}

const TCP_STATES: Record<string, string> = {
  '01': 'established',
  '08': 'close-wait',
  '0A': 'listen',
}

export interface SocketStates {
  /** Connections to the server's port: the clients' (a bench's keep-alive ones included). */
  inbound: number
  /** Connections the server opened (to the model, to PostgreSQL). */
  outbound: number
  /** Either end closed by the peer and not yet by the server: what a leak looks like. */
  closeWait: number
  /** Listening sockets, and sockets that are not TCP (Unix sockets and the like). */
  other: number
}

/**
 * What the sockets among a process's file descriptors are, matched by inode against
 * `/proc/net/tcp` and `tcp6`.
 */
export function socketStates(pid: number, port: number): SocketStates {
  const inodes = new Set<string>()
  for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
    try {
      const link = fs.readlinkSync(`/proc/${pid}/fd/${fd}`)
      if (link.startsWith('socket:[')) inodes.add(link.slice(8, -1))
    } catch {
      // closed between the listing and the read
    }
  }
  const states: SocketStates = { inbound: 0, outbound: 0, closeWait: 0, other: 0 }
  let matched = 0
  const hexPort = `:${port.toString(16).toUpperCase().padStart(4, '0')}`
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const lines = fs.existsSync(table) ? fs.readFileSync(table, 'utf8').split('\n').slice(1) : []
    for (const line of lines) {
      const fields = line.trim().split(/\s+/)
      const [, local, , state] = fields
      if (!local || !state || !inodes.has(fields[9] ?? '')) continue
      matched++
      const name = TCP_STATES[state] ?? state
      if (name === 'listen') states.other++
      else if (name === 'close-wait') states.closeWait++
      else if (local.endsWith(hexPort)) states.inbound++
      else states.outbound++
    }
  }
  states.other += inodes.size - matched
  return states
}
