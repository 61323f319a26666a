import { count, desc, sql } from 'drizzle-orm'
import { courseCategories, freeCourses, mentors, paidCourses } from '@content/courses'
import { findExpert } from '@content/experts'
import type { CollectionType, DatabaseOption } from '@/shared/data-center'
import { priceSummary } from '@/shared/experts'
import { isLiveHref } from '@/shared/routes'
import { KnowledgeBase, type KnowledgeSource } from '../../ai/offline/knowledge'
import type { Db } from '../../db/open'
import { aiMessages } from '../../db/schema/index'
import { listAgents } from '../agents/service'

/** One matching record: what the answer is grounded in and what the browser lists. */
export interface CollectionHit {
  title: string
  text: string
  path: string | null
  score: number
}

/** A searchable collection of the platform (docs/product/knowledge.md "Database browser"). */
export interface Collection {
  id: string
  name: string
  type: CollectionType
  description: string
  count(): Promise<number> | number
  search(query: string, limit: number): Promise<CollectionHit[]> | CollectionHit[]
}

/** The collections the data center offers; other modules (notes, courses) add theirs. */
export class CollectionRegistry {
  private readonly collections = new Map<string, Collection>()

  add(collection: Collection) {
    if (this.collections.has(collection.id))
      throw new Error(`data center: a collection named ${collection.id} exists`)
    this.collections.set(collection.id, collection)
  }

  get(id: string): Collection | undefined {
    return this.collections.get(id)
  }

  /** Every collection with its record count, counted now. */
  async list(): Promise<DatabaseOption[]> {
    return Promise.all(
      [...this.collections.values()].map(async (collection) => ({
        id: collection.id,
        name: collection.name,
        type: collection.type,
        description: collection.description,
        records: await collection.count(),
      })),
    )
  }
}

const livePath = (path: string | undefined) => (path && isLiveHref(path) ? path : null)

/**
 * The message board, searched with PostgreSQL full text (`to_tsvector` over the content,
 * `websearch_to_tsquery` for the question: quoted phrases, `or`, `-word`), best rank first.
 */
export function boardCollection(db: Db): Collection {
  return {
    id: 'board-messages',
    name: 'AI Message Board',
    type: 'table',
    description: 'Every message agents and people posted on the board, searched in full text.',
    count: async () => (await db.select({ n: count() }).from(aiMessages))[0]?.n ?? 0,
    async search(query, limit) {
      const tsQuery = sql`websearch_to_tsquery('english', ${query})`
      const document = sql`to_tsvector('english', ${aiMessages.content})`
      const rank = sql<number>`ts_rank(${document}, ${tsQuery})`
      const rows = await db
        .select({
          fromAgent: aiMessages.fromAgent,
          toAgent: aiMessages.toAgent,
          messageType: aiMessages.messageType,
          content: aiMessages.content,
          createdAt: aiMessages.createdAt,
          rank,
        })
        .from(aiMessages)
        .where(sql`${document} @@ ${tsQuery}`)
        .orderBy(desc(rank), desc(aiMessages.id))
        .limit(limit)
      return rows.map((row) => ({
        title: `${row.fromAgent} to ${row.toAgent}, ${row.messageType}, ${row.createdAt.toISOString().slice(0, 10)}`,
        text: row.content,
        path: livePath('/messaging-board'),
        score: Number(row.rank),
      }))
    },
  }
}

/** Search over passages with the offline engine's BM25 index. */
function passageSearch(knowledge: KnowledgeBase, query: string, limit: number): CollectionHit[] {
  return knowledge
    .search(query, limit)
    .filter((hit) => hit.score > 0)
    .map((hit) => ({
      title: hit.passage.title,
      text: hit.passage.text,
      path: livePath(hit.passage.path),
      score: hit.score,
    }))
}

/** Personas, Agent Zero, the expert ring and registered agents, indexed when searched. */
export function agentsCollection(db: Db): Collection {
  const source: KnowledgeSource = {
    name: 'agents',
    load: async () =>
      (await listAgents(db)).map((agent) => {
        const expert = agent.type === 'expert' ? findExpert(agent.id) : undefined
        return {
          id: `agent:${agent.id}`,
          title: `${agent.name} (${agent.type}, ${agent.status})`,
          text: `${agent.description} Capabilities: ${agent.capabilities.join(', ')}.${expert ? ` Access: ${priceSummary(expert)}.` : ''}`,
          path: expert ? `/agents?q=${encodeURIComponent(expert.name)}` : '/agents',
          kind: agent.type === 'expert' ? ('expert' as const) : ('persona' as const),
        }
      }),
  }
  return {
    id: 'agents',
    name: 'Agents & Experts',
    type: 'catalogue',
    description: 'The four personas, Agent Zero, the Ring of Twelve and registered agents.',
    count: async () => (await listAgents(db)).length,
    async search(query, limit) {
      const index = new KnowledgeBase([source])
      await index.rebuild()
      return passageSearch(index, query, limit)
    },
  }
}

/** Everything the offline engine knows: documentation, screens, sections, plans, experts … */
export function knowledgeCollection(knowledge: KnowledgeBase): Collection {
  return {
    id: 'knowledge',
    name: 'Platform Knowledge',
    type: 'index',
    description:
      'The documentation, screens, home sections, personas, plans and experts the AI answers from.',
    count: () => knowledge.size,
    search: (query, limit) => passageSearch(knowledge, query, limit),
  }
}

/** The course catalogue: AI-mentored courses with their mentor and price, and free courses. */
export function coursesCollection(): Collection {
  const index = new KnowledgeBase([
    {
      name: 'courses',
      load: () =>
        courseCategories.flatMap((category) => [
          ...category.paid.map((course) => ({
            id: `course:${course.id}`,
            title: `${course.title} (AI-mentored, $${course.price})`,
            text: `${course.description} Mentor: ${mentors[course.mentorId].name}. ${category.title}.`,
            path: `/teachings?course=${course.id}`,
            kind: 'course' as const,
          })),
          ...category.free.map((course) => ({
            id: `free-course:${course.id}`,
            title: `${course.title} (free course)`,
            text: `A free external course in ${category.title}: ${course.title}.`,
            path: `/teachings?category=${category.id}`,
            kind: 'course' as const,
          })),
        ]),
    },
  ])
  const ready = index.rebuild()
  return {
    id: 'courses',
    name: 'Courses',
    type: 'catalogue',
    description: 'The free and AI-mentored courses of the learning framework, with their mentors.',
    count: () => paidCourses.length + freeCourses.length,
    async search(query, limit) {
      await ready
      return passageSearch(index, query, limit)
    },
  }
}
