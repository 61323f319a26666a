import { asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm'
import type { AppServices } from '../../types'
import { academicDomains } from '@content/academic-domains'
import type { Db } from '../../db/open'
import { knowledgeConnections, knowledgeDocuments } from '../../db/schema/index'
import { observe } from '../observer/service'
import { GithubClient, GithubRateLimited } from './github-client'

const STOPWORDS = new Set(
  [
    'about above after again against their there these those which while where would could should',
    'other under using within without because between through during before being first second',
    'third every always never often still github license install project version support please',
    'example examples usage build tests files python javascript library libraries simple based',
    'provides written available contributing documentation readme release releases features',
    'feature module modules source',
  ]
    .join(' ')
    .split(' '),
)

/** Gathered documents as entries of the AI engine's retrieval. */
export async function knowledgeSourceEntries(db: Db) {
  return (await db.select().from(knowledgeDocuments)).map((doc) => ({
    id: `knowledge:${doc.id}`,
    title: `${doc.title} (${doc.domain})`,
    text: `${doc.description} ${doc.content}`.slice(0, 4000),
    path: `/ai-analysis-research?doc=${doc.id}`,
    kind: 'other' as const,
  }))
}

/** The most frequent meaningful words of a text: the concepts mass evolution connects. */
export function concepts(text: string, limit = 8): string[] {
  const counts = new Map<string, number>()
  for (const word of text.toLowerCase().match(/[a-z][a-z-]{4,}/g) ?? []) {
    if (!STOPWORDS.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1)
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([word]) => word)
}

export function knowledgeLevel(documents: number): string {
  if (documents >= 200) return 'Graduate - deep coverage across domains'
  if (documents >= 80) return 'Advanced - broad coverage of the main domains'
  if (documents >= 25) return 'Intermediate - a growing base across several domains'
  if (documents > 0) return 'Foundational - the first documents are in'
  return ''
}

const clean = (markdown: string) =>
  markdown
    .replace(/<[^>]+>/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*_`>|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

export interface SeekProgress {
  running: boolean
  domainsDone: number
  domainsTotal: number
  repositoriesFound: number
  currentDomain: string | null
}

/** Gathers READMEs per academic domain, deduplicated by repository, within the rate limit. */
export class KnowledgeSeeker {
  progress: SeekProgress = {
    running: false,
    domainsDone: 0,
    domainsTotal: academicDomains.length,
    repositoriesFound: 0,
    currentDomain: null,
  }

  constructor(private readonly app: AppServices) {}

  async seek() {
    if (this.progress.running) throw new Error('A knowledge seek is already running')
    const db = this.app.database.db
    const client = new GithubClient({
      apiUrl: this.app.config.github.apiUrl,
      token: this.app.config.github.token,
    })
    this.progress = {
      running: true,
      domainsDone: 0,
      domainsTotal: academicDomains.length,
      repositoriesFound: 0,
      currentDomain: null,
    }
    const domainsIndexed: string[] = []
    let created = 0
    let partial = false
    let reached = false
    try {
      for (const domain of [...academicDomains].sort(
        (a, b) =>
          ['high', 'medium', 'low'].indexOf(a.priority) -
          ['high', 'medium', 'low'].indexOf(b.priority),
      )) {
        this.progress.currentDomain = domain.name
        let domainDocs = 0
        try {
          for (const term of domain.searchTerms.slice(0, 2)) {
            const hits = await client.searchRepositories(term, 3)
            reached = true
            this.progress.repositoriesFound += hits.length
            const known = new Set(
              (
                await db
                  .select({ repository: knowledgeDocuments.repository })
                  .from(knowledgeDocuments)
                  .where(
                    inArray(
                      knowledgeDocuments.repository,
                      hits.length ? hits.map((h) => h.fullName) : [''],
                    ),
                  )
              ).map((row) => row.repository),
            )
            for (const hit of hits.filter((h) => !known.has(h.fullName))) {
              const readme = await client.readme(hit.fullName)
              const inserted = await db
                .insert(knowledgeDocuments)
                .values({
                  repository: hit.fullName,
                  domain: domain.name,
                  priority: domain.priority,
                  title: hit.fullName,
                  url: hit.url,
                  description: hit.description,
                  content: clean(readme ?? hit.description),
                  stars: hit.stars,
                })
                .onConflictDoNothing()
                .returning({ id: knowledgeDocuments.id })
              created += inserted.length
              domainDocs += inserted.length
            }
          }
        } catch (error) {
          if (error instanceof GithubRateLimited) {
            // Limited before GitHub answered once: nothing to report but the limit itself.
            if (!reached) throw error
            partial = true
            break
          }
          if (!reached) throw error
          partial = true
          this.app.log.warn({ err: error, domain: domain.name }, 'knowledge seek skipped a domain')
        }
        if (domainDocs > 0 || reached) domainsIndexed.push(domain.name)
        this.progress.domainsDone++
      }
    } finally {
      this.progress = { ...this.progress, running: false, currentDomain: null }
    }
    const total = await db.$count(knowledgeDocuments)
    await this.app.ai.knowledge.rebuild()
    await observe(this.app, {
      type: 'knowledge-run',
      data: {
        repositoriesFound: this.progress.repositoriesFound,
        documentsCreated: created,
        partial,
      },
      observation: `Knowledge seek found ${this.progress.repositoriesFound} repositories and created ${created} documents${partial ? ' (stopped early)' : ''}.`,
    })
    return {
      repositoriesFound: this.progress.repositoriesFound,
      knowledgeDocumentsCreated: created,
      domainsIndexed,
      estimatedKnowledgeLevel: knowledgeLevel(total) || 'Foundational - no documents yet',
      partial,
    }
  }
}

/** Connects documents of different domains that share concepts; marks them evolved. */
export async function massEvolution(db: Db) {
  const all = await db.select().from(knowledgeDocuments).orderBy(asc(knowledgeDocuments.id))
  const conceptsOf = new Map(
    all.map((doc) => [doc.id, new Set(concepts(`${doc.description} ${doc.content}`))]),
  )
  const pending = all.filter((doc) => !doc.evolved)
  let leaps = 0
  for (const doc of pending) {
    for (const other of all) {
      if (other.id === doc.id || other.domain === doc.domain) continue
      for (const concept of conceptsOf.get(doc.id)!) {
        if (!conceptsOf.get(other.id)!.has(concept)) continue
        const [from, to] = doc.id < other.id ? [doc.id, other.id] : [other.id, doc.id]
        const inserted = await db
          .insert(knowledgeConnections)
          .values({ fromDocument: from, toDocument: to, concept })
          .onConflictDoNothing()
          .returning({ id: knowledgeConnections.id })
        leaps += inserted.length
      }
    }
  }
  if (pending.length)
    await db
      .update(knowledgeDocuments)
      .set({ evolved: true })
      .where(
        inArray(
          knowledgeDocuments.id,
          pending.map((d) => d.id),
        ),
      )
  return { totalProcessed: pending.length, evolutionaryLeapsIdentified: leaps }
}

export async function knowledgeStats(db: Db) {
  const [byDomain, byPriority] = await Promise.all([
    db
      .select({ key: knowledgeDocuments.domain, n: count() })
      .from(knowledgeDocuments)
      .groupBy(knowledgeDocuments.domain),
    db
      .select({ key: knowledgeDocuments.priority, n: count() })
      .from(knowledgeDocuments)
      .groupBy(knowledgeDocuments.priority),
  ])
  return {
    categoryCounts: Object.fromEntries(byDomain.map((row) => [row.key, Number(row.n)])),
    priorityCounts: Object.fromEntries(byPriority.map((row) => [row.key, Number(row.n)])),
  }
}

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0)

export async function verifySystem(app: AppServices) {
  const db = app.database.db
  const docs = await db
    .select({
      domain: knowledgeDocuments.domain,
      content: knowledgeDocuments.content,
      evolved: knowledgeDocuments.evolved,
    })
    .from(knowledgeDocuments)
  const connections = await db.$count(knowledgeConnections)
  await app.database.ping()
  const covered = new Set(docs.map((d) => d.domain)).size
  const level = knowledgeLevel(docs.length)
  const words = docs.reduce((sum, d) => sum + d.content.split(/\s+/).length, 0)
  return {
    knowledgeBase: {
      totalDocuments: docs.length,
      coverage: `${covered} of ${academicDomains.length} domains`,
    },
    githubSeeker: { domainsAvailable: academicDomains.length },
    ...(level ? { aiEffectivenessLevel: level } : {}),
    systemStatus: 'Operational',
    ...(docs.length
      ? {
          evolutionMetrics: {
            conceptualDepth: Math.min(100, Math.round(words / docs.length / 20)),
            crossDomainConnections: Math.min(100, Math.round((connections / docs.length) * 25)),
            practicalApplications: percent(
              docs.filter((d) =>
                /install|usage|example|getting started|quick ?start/i.test(d.content),
              ).length,
              docs.length,
            ),
            theoreticalFoundations: percent(
              docs.filter((d) => /theory|paper|research|proof|citation|arxiv/i.test(d.content))
                .length,
              docs.length,
            ),
            evolutionPotential: percent(docs.filter((d) => !d.evolved).length, docs.length),
          },
        }
      : {}),
    recommendation:
      docs.length === 0
        ? 'Run a comprehensive seek to gather the first documents.'
        : docs.some((d) => !d.evolved)
          ? 'Run AI deep processing to connect the new documents across domains.'
          : covered < academicDomains.length
            ? 'Seek again to cover the remaining domains.'
            : 'The knowledge base is connected; seek again to grow it.',
  }
}

export async function listDocuments(db: Db, filter: { domain?: string; query?: string }) {
  const where = []
  if (filter.domain) where.push(eq(knowledgeDocuments.domain, filter.domain))
  if (filter.query) {
    where.push(
      or(
        sql`to_tsvector('english', ${knowledgeDocuments.title} || ' ' || ${knowledgeDocuments.content}) @@ websearch_to_tsquery('english', ${filter.query})`,
        sql`${knowledgeDocuments.title} ilike ${`%${filter.query.replace(/[%_\\]/g, '\\$&')}%`}`,
      ),
    )
  }
  const docs = await db
    .select()
    .from(knowledgeDocuments)
    .where(where.length ? sql.join(where, sql` and `) : undefined)
    .orderBy(desc(knowledgeDocuments.stars))
    .limit(100)
  const ids = docs.map((d) => d.id)
  const links = ids.length
    ? await db
        .select()
        .from(knowledgeConnections)
        .where(
          or(
            inArray(knowledgeConnections.fromDocument, ids),
            inArray(knowledgeConnections.toDocument, ids),
          ),
        )
    : []
  const titles = new Map(
    (
      await db
        .select({ id: knowledgeDocuments.id, title: knowledgeDocuments.title })
        .from(knowledgeDocuments)
    ).map((d) => [d.id, d.title]),
  )
  return docs.map((doc) => ({
    id: doc.id,
    repository: doc.repository,
    domain: doc.domain,
    priority: doc.priority,
    title: doc.title,
    url: doc.url,
    description: doc.description,
    snippet: doc.content.slice(0, 200),
    stars: doc.stars,
    evolved: doc.evolved,
    connections: links
      .filter((l) => l.fromDocument === doc.id || l.toDocument === doc.id)
      .slice(0, 10)
      .map((l) => ({
        concept: l.concept,
        with: titles.get(l.fromDocument === doc.id ? l.toDocument : l.fromDocument) ?? '',
      })),
  }))
}
