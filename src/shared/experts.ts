import { z } from 'zod'

/**
 * docs/product/experts.md "Expert": the categories of the ring, in the order the tabs show them.
 */
export const EXPERT_CATEGORIES = [
  'consciousness',
  'technical',
  'creative',
  'guidance',
  'business',
  'education',
  'wellness',
  'premium',
] as const
export const ExpertCategorySchema = z.enum(EXPERT_CATEGORIES)
export type ExpertCategory = z.infer<typeof ExpertCategorySchema>

export const EXPERT_STATUSES = ['active', 'beta', 'developing'] as const
export const ExpertStatusSchema = z.enum(EXPERT_STATUSES)
export type ExpertStatus = z.infer<typeof ExpertStatusSchema>

/**
 * One entity of the ring (docs/product/experts.md, prices in US dollars). `standardPrice` is per
 * session; `premiumPrice` is per session too, except for a premium-only expert (`isPremium`),
 * whose `premiumPrice` is the per-year subscription (decision 030).
 */
export const ExpertSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9_]*$/, 'must be a lower-case id'),
    name: z.string().min(1),
    title: z.string().min(1),
    description: z.string().min(1),
    personality: z.string().min(1),
    specialties: z.array(z.string().min(1)).min(1),
    category: ExpertCategorySchema,
    status: ExpertStatusSchema,
    /** The external chat portal; null while the expert is being developed. */
    chatGptLink: z.url().nullable(),
    freeQuestions: z.number().int().nonnegative(),
    standardPrice: z.number().positive().nullable(),
    isPremium: z.boolean(),
    premiumPrice: z.number().positive().nullable(),
    premiumDescription: z.string().min(1).nullable(),
    /** The avatar image's URL: the expert's generated monogram (decision 206). */
    avatar: z.string().min(1),
  })
  .superRefine((expert, ctx) => {
    if (expert.isPremium) {
      if (expert.premiumPrice === null || expert.premiumDescription === null)
        ctx.addIssue({
          code: 'custom',
          message: 'a premium expert needs a per-year price and text',
        })
      if (expert.standardPrice !== null || expert.freeQuestions !== 0)
        ctx.addIssue({ code: 'custom', message: 'a premium expert has no free or standard access' })
    } else if (expert.standardPrice === null) {
      ctx.addIssue({ code: 'custom', message: 'a standard expert needs a standard price' })
    }
    if (expert.status !== 'developing' && expert.chatGptLink === null)
      ctx.addIssue({ code: 'custom', message: 'only a developing expert may lack a portal link' })
  })
export type Expert = z.infer<typeof ExpertSchema>
export const ExpertListSchema = z.array(ExpertSchema)
export const ExpertIdParamsSchema = z.object({ id: z.string().max(64) })

export const ExpertCategoryFilterSchema = z.union([z.literal('all'), ExpertCategorySchema])
export type ExpertCategoryFilter = z.infer<typeof ExpertCategoryFilterSchema>

export const ExpertListQuerySchema = z.object({
  search: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  category: ExpertCategoryFilterSchema.optional(),
})
export type ExpertListQuery = z.infer<typeof ExpertListQuerySchema>

/**
 * docs/product/experts.md: the search matches the name or a specialty, case-insensitive, and
 * combines with the category filter ('all' or absent: every category).
 */
export function filterExperts<T extends Pick<Expert, 'name' | 'specialties' | 'category'>>(
  experts: readonly T[],
  { search = '', category = 'all' }: ExpertListQuery,
): T[] {
  const needle = search.trim().toLowerCase()
  return experts.filter(
    (expert) =>
      (category === 'all' || expert.category === category) &&
      (!needle ||
        expert.name.toLowerCase().includes(needle) ||
        expert.specialties.some((specialty) => specialty.toLowerCase().includes(needle))),
  )
}

/** Whether the portal can be opened: a developing expert without a link says 'Coming Soon'. */
export const isComingSoon = (expert: Pick<Expert, 'status' | 'chatGptLink'>) =>
  expert.status === 'developing' && expert.chatGptLink === null

export const expertInDevelopmentMessage = (name: string) =>
  `${name} is currently in development. Coming soon!`

/** The kinds of question the portal launcher frames the context for. */
export const QUESTION_TYPES = {
  general: { label: 'General question', instruction: 'Answer clearly and completely.' },
  'deep-dive': {
    label: 'Deep dive',
    instruction: 'Go deep: explain the reasoning, the trade-offs and what experts disagree on.',
  },
  practical: {
    label: 'Practical steps',
    instruction: 'Turn the answer into concrete, numbered steps the person can take today.',
  },
  creative: {
    label: 'Creative exploration',
    instruction: 'Explore freely: offer several imaginative angles before settling on one.',
  },
  learning: {
    label: 'Learning plan',
    instruction: 'Teach: check what the person knows, then build a short learning path.',
  },
  review: {
    label: 'Review my work',
    instruction: 'Review what the person shares: strengths first, then specific improvements.',
  },
} as const
export type QuestionType = keyof typeof QUESTION_TYPES
export const QuestionTypeSchema = z.enum(
  Object.keys(QUESTION_TYPES) as [QuestionType, ...QuestionType[]],
)

export const MAX_CUSTOM_PROMPT = 2000

export const GenerateContextInputSchema = z.object({
  expertId: z.string({ error: 'is required' }).trim().min(1, 'is required').max(64),
  questionType: QuestionTypeSchema.optional(),
  customPrompt: z
    .string()
    .trim()
    .max(MAX_CUSTOM_PROMPT, `must be at most ${MAX_CUSTOM_PROMPT} characters`)
    .optional(),
})
export type GenerateContextInput = z.infer<typeof GenerateContextInputSchema>

/** docs/product/experts.md "Context". */
export const ContextSchema = z.object({ fullContext: z.string() })
export type Context = z.infer<typeof ContextSchema>

const usd = (amount: number) => `$${amount}`

/** The price line of a card and of the context: premium per year, else free questions + price. */
export function priceSummary(expert: Expert): string {
  if (expert.isPremium) return `Premium Access Required: ${usd(expert.premiumPrice ?? 0)}/year`
  const premium =
    expert.premiumPrice !== null ? `, ${usd(expert.premiumPrice)} per premium session` : ''
  return `${expert.freeQuestions} free questions, then ${usd(expert.standardPrice ?? 0)} per session${premium}`
}

export interface ContextOptions {
  questionType?: QuestionType
  customPrompt?: string
  /** What a signed-in person is learning (server only); absent in the client's fallback. */
  learningFocus?: string[]
}

/**
 * The text the person pastes into the expert's portal: who the expert is, how to answer, what
 * the person is learning and their question. The server and the client's fallback share it.
 */
export function buildFullContext(expert: Expert, options: ContextOptions = {}): string {
  const type = QUESTION_TYPES[options.questionType ?? 'general']
  const lines = [
    `You are ${expert.name}, ${expert.title}, an expert entity of the HumanCodex Ring of Twelve.`,
    '',
    `Profile: ${expert.description}`,
    `Personality: ${expert.personality}`,
    `Specialties: ${expert.specialties.join(', ')}.`,
    '',
    `Question type: ${type.label}. ${type.instruction}`,
  ]
  if (options.learningFocus?.length) {
    lines.push(
      '',
      'About the person asking (from their HumanCodex learning):',
      ...options.learningFocus.map((item) => `- ${item}`),
    )
  }
  const prompt = options.customPrompt?.trim()
  lines.push(
    '',
    prompt ? `Their question: ${prompt}` : 'Begin by greeting them and asking what they need.',
    '',
    `Access: ${priceSummary(expert)}.`,
  )
  if (expert.isPremium && expert.premiumDescription)
    lines.push(`Premium subscription: ${expert.premiumDescription}`)
  lines.push('Stay in character as this expert for the whole conversation.')
  return lines.join('\n')
}
