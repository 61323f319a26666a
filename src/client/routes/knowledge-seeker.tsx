import { KnowledgeSeeker } from '@/client/features/knowledge/components/knowledge-seeker'

/** `/research`: the Knowledge Seeker dashboard (docs/product/knowledge.md). */
export default function KnowledgeSeekerScreen() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <KnowledgeSeeker />
    </div>
  )
}
