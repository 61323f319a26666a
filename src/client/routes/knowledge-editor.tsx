import { KnowledgeEditor } from '@/client/features/notes/editor/knowledge-editor'
import { NotesIntegration } from '@/client/features/notes/components/notes-integration'

/** `/knowledge-editor`: the Markdown editor over the vault files, then the notes integration. */
export default function KnowledgeEditorScreen() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <p className="text-sm font-medium uppercase tracking-[0.2em] text-primary">Obsidian vaults</p>
      <h1 className="mt-3 font-display text-3xl font-semibold sm:text-4xl">Knowledge Editor</h1>
      <p className="mt-3 max-w-3xl text-muted-foreground">
        Edit your notes in Markdown with a live preview. Type [[ to link another note. Every save
        writes the Markdown file in the vault, so Obsidian sees the change at once.
      </p>
      <div className="mt-10">
        <KnowledgeEditor />
      </div>
      <section aria-labelledby="notes-integration-heading" className="mt-16">
        <h2 id="notes-integration-heading" className="font-display text-2xl font-semibold">
          Vaults, search and insights
        </h2>
        <div className="mt-6">
          <NotesIntegration />
        </div>
      </section>
    </div>
  )
}
