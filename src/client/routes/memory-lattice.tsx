import { MemoryLattice } from '@/client/features/notes/lattice/memory-lattice'

/** `/memory-lattice` and `/orb-consciousness-bridge`: the graph of notes and their links. */
export default function MemoryLatticeScreen() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <p className="text-sm font-medium uppercase tracking-[0.2em] text-primary">Obsidian vaults</p>
      <h1 className="mt-3 font-display text-3xl font-semibold sm:text-4xl">Memory Lattice</h1>
      <p className="mt-3 max-w-3xl text-muted-foreground">
        Every note is a node and every [[wikilink]] between notes a thread. Notes with more links
        grow larger; hover or focus one to light up its neighbours, click it to open it.
      </p>
      <div className="mt-10">
        <MemoryLattice />
      </div>
    </div>
  )
}
