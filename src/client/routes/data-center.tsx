import { DatabaseBrowser } from '@/client/features/data-center/database-browser'

/**
 * Omni Data Center (docs/product/knowledge.md): the database browser over the platform's real
 * collections.
 */
export default function DataCenterScreen() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <p className="text-sm font-medium uppercase tracking-[0.2em] text-primary">Data center</p>
      <h1 className="mt-3 font-display text-3xl font-semibold sm:text-4xl">Omni Data Center</h1>
      <p className="mt-3 max-w-2xl text-muted-foreground">
        Every searchable collection of the codex with its live record count. Ask a question: the
        matching records are found in full text and the AI writes the answer from them. Your
        questions stay in your own history.
      </p>
      <div className="mt-10">
        <DatabaseBrowser />
      </div>
    </div>
  )
}
