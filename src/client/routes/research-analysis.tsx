import { ResearchBrowser } from '@/client/features/knowledge/components/research-browser'

/** `/ai-analysis-research`: the knowledge base by domain, searchable, with its connections. */
export default function ResearchAnalysisScreen() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <p className="text-sm font-medium uppercase tracking-[0.2em] text-primary">Research</p>
      <h1 className="mt-3 font-display text-3xl font-semibold sm:text-4xl">
        AI Analysis &amp; Research
      </h1>
      <p className="mt-3 max-w-3xl text-muted-foreground">
        The knowledge base the seeker gathered from GitHub, by academic domain. Search the READMEs
        in full text and follow the concepts AI deep processing found shared between domains.
      </p>
      <div className="mt-10">
        <ResearchBrowser />
      </div>
    </div>
  )
}
