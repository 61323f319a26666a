import { z } from 'zod'

export const PrioritySchema = z.enum(['high', 'medium', 'low'])

export const AcademicDomainSchema = z.object({
  name: z.string(),
  priority: PrioritySchema,
  searchTerms: z.array(z.string()),
  topics: z.array(z.string()),
})
export type AcademicDomain = z.infer<typeof AcademicDomainSchema>

export const KnowledgeStatsSchema = z.object({
  categoryCounts: z.record(z.string(), z.number().int()),
  priorityCounts: z.record(z.string(), z.number().int()),
})

export const GithubDomainsSchema = z.object({
  totalDomains: z.number().int(),
  availableDomains: z.array(AcademicDomainSchema),
  searchCapacity: z.string(),
  expectedOutput: z.string(),
})

export const VerifySystemSchema = z.object({
  knowledgeBase: z.object({ totalDocuments: z.number().int(), coverage: z.string() }),
  githubSeeker: z.object({ domainsAvailable: z.number().int() }),
  aiEffectivenessLevel: z.string().optional(),
  systemStatus: z.string(),
  evolutionMetrics: z
    .object({
      conceptualDepth: z.number(),
      crossDomainConnections: z.number(),
      practicalApplications: z.number(),
      theoreticalFoundations: z.number(),
      evolutionPotential: z.number(),
    })
    .optional(),
  recommendation: z.string(),
})

export const SeekResultSchema = z.object({
  data: z.object({
    repositoriesFound: z.number().int(),
    knowledgeDocumentsCreated: z.number().int(),
    domainsIndexed: z.array(z.string()),
    estimatedKnowledgeLevel: z.string(),
    /** Set when the rate limit or an error stopped the run early. */
    partial: z.boolean(),
  }),
})

export const SeekProgressSchema = z.object({
  running: z.boolean(),
  domainsDone: z.number().int(),
  domainsTotal: z.number().int(),
  repositoriesFound: z.number().int(),
  currentDomain: z.string().nullable(),
})

export const MassEvolutionSchema = z.object({
  message: z.string(),
  summary: z.object({
    totalProcessed: z.number().int(),
    evolutionaryLeapsIdentified: z.number().int(),
  }),
})

export const KnowledgeDocumentSchema = z.object({
  id: z.number().int(),
  repository: z.string(),
  domain: z.string(),
  priority: PrioritySchema,
  title: z.string(),
  url: z.string(),
  description: z.string(),
  snippet: z.string(),
  stars: z.number().int(),
  evolved: z.boolean(),
  connections: z.array(z.object({ concept: z.string(), with: z.string() })),
})
export const KnowledgeDocumentsQuerySchema = z.object({
  domain: z.string().trim().max(100).optional(),
  query: z.string().trim().max(200, 'must be at most 200 characters').optional(),
})

/** The costly actions take no input; a client may send `{}` or nothing. */
export const KnowledgeActionBodySchema = z.object({}).passthrough().nullish()
export const KnowledgeDocumentListSchema = z.array(KnowledgeDocumentSchema)
