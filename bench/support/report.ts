import os from 'node:os'

/** One line naming the machine, for the head of every bench's output. */
export function machineLine() {
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')
  return (
    `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ` +
    `${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}, load average ${load}`
  )
}

/** Prints a Markdown table (the format bench/README.md keeps). */
export function printTable(head: string[], rows: (string | number)[][]) {
  console.log(`| ${head.join(' | ')} |`)
  console.log(`|${head.map(() => '---').join('|')}|`)
  for (const row of rows) console.log(`| ${row.join(' | ')} |`)
}
