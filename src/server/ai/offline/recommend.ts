import type { VoiceId } from '@/shared/personas'
import type { Fact, KnowledgeBase } from './knowledge'
import type { Known } from './memory'

/**
 * Interests people name, and the words of the catalogue that serve them: astronomy has no course
 * of its own, so it leads to physics, mathematics and the cosmic myth-teller.
 */
const INTERESTS: { pattern: RegExp; words: string }[] = [
  {
    pattern: /\b(astronom\w*|stars?|space|planets?|cosmos|universe)\b/i,
    words: 'physics everyday motion energy mathematics calculus astronomy',
  },
  {
    pattern: /\b(python|programm\w*|cod(e|ing)|software|developer|javascript)\b/i,
    words: 'programming computer science cs50 universal programmer',
  },
  {
    pattern: /\b(draw\w*|sketch\w*|illustrat\w*|paint\w*)\b/i,
    words: 'drawing visual storytelling drawabox',
  },
  { pattern: /\b(cook\w*|food|baking|chef|meals?)\b/i, words: 'culinary craft cook meals' },
  {
    pattern: /\b(calm|meditat\w*|mindful\w*|stress|relax\w*|peace)\b/i,
    words: 'mindfulness meditation well-being wellness',
  },
  {
    pattern: /\b(myths?|legends?|fairy|folklore|fantasy)\b/i,
    words: 'mythic storytelling myth star dragon',
  },
  {
    pattern: /\b(startup|business|company|entrepreneur\w*|marketing|sales)\b/i,
    words: 'business strategy ventures',
  },
  { pattern: /\b(music|song\w*|compos\w*|guitar|piano)\b/i, words: 'music composition theory' },
  { pattern: /\b(writ\w*|poe\w*|stories|novel)\b/i, words: 'poetry creative writing' },
  { pattern: /\b(math\w*|algebra|calculus)\b/i, words: 'mathematics algebra calculus khan' },
  { pattern: /\b(philosoph\w*|mind|consciousness)\b/i, words: 'philosophy of mind consciousness' },
  {
    pattern: /\b(wood\w*|repair|diy|build\w*|electronic\w*)\b/i,
    words: 'woodworking home repair electronics',
  },
  { pattern: /\b(habits?|productiv\w*|focus)\b/i, words: 'habits personal systems' },
  { pattern: /\b(history|civili[sz]ation)\b/i, words: 'world history' },
  { pattern: /\b(crypto\w*|bitcoin|blockchain)\b/i, words: 'crypto intelligence courses' },
]

interface Pick {
  title: string
  text: string
  path?: string
}

/** The interest named in the message (or one the person stated earlier), and catalogue picks for it. */
function picksFor(knowledge: KnowledgeBase, message: string, known: Known) {
  const sources = [message, ...known.likes]
  for (const source of sources) {
    const interest = INTERESTS.find((entry) => entry.pattern.test(source))
    if (!interest) continue
    const name = interest.pattern.exec(source)![0].toLowerCase()
    const seen = new Set<string>()
    const mentors = new Set<string>()
    const courses: Pick[] = []
    const experts: Pick[] = []
    for (const hit of knowledge.searchFacts(interest.words, { limit: 60 })) {
      const fact: Fact = hit.fact
      if (!['course', 'expert'].includes(fact.kind) || seen.has(fact.passageId)) continue
      if (fact.id.startsWith('fact:mentor') || fact.passageId === 'fact:experts') continue
      seen.add(fact.passageId)
      // Breadth: one course per mentor, one expert, courses first (something to learn).
      const mentor = /taught by ([^,.]+)/.exec(fact.text)?.[1]
      if (mentor && mentors.has(mentor)) continue
      if (mentor) mentors.add(mentor)
      const pick = { title: fact.title.replace(/ course$/, ''), text: fact.text, path: fact.path }
      if (fact.kind === 'expert') experts.push(pick)
      else courses.push(pick)
    }
    const picks = [...courses.slice(0, 2), ...experts.slice(0, 1), ...courses.slice(2)].slice(0, 3)
    if (picks.length) return { name, picks }
  }
  return null
}

/**
 * Matches the person's interest to courses and experts and says why, in the persona's way;
 * `plan` asks for numbered steps. Null when no interest is named.
 */
export function recommend(
  knowledge: KnowledgeBase,
  persona: VoiceId,
  message: string,
  known: Known,
  plan: boolean,
): string | null {
  const found = picksFor(knowledge, message, known)
  if (!found) return null
  const { name, picks } = found
  const link = (pick: Pick) => (pick.path ? `[${pick.title}](${pick.path})` : pick.title)
  const why = (pick: Pick) => pick.text.split(/(?<=\.)\s+/)[0] ?? pick.text
  const [first, second, third] = picks
  const numbered = [
    `1. Start with ${link(first!)}: ${why(first!)}`,
    second ? `2. Then ${link(second)}: ${why(second)}` : `2. Then practise a little every day.`,
    third ? `3. Go further with ${link(third)}.` : '3. Ask me or a tutor whenever you get stuck.',
  ].join('\n')
  const who = persona === 'agent-zero' ? 'adam' : persona
  if (plan)
    return {
      adam: `A plan for ${name} in 3 steps, ordered from foundations up:\n\n${numbered}`,
      eve: `Let's sketch your ${name} journey as three little adventures:\n\n${numbered}`,
      eva: `It is lovely that you want to learn ${name}; here is a gentle 3-step path, at your own pace:\n\n${numbered}`,
      alex: `3-step plan for ${name}:\n\n${numbered}\n\nTick one step a week.`,
    }[who]
  const options = picks.map((pick) => `- ${link(pick)}: ${why(pick)}`).join('\n')
  return {
    adam: `For ${name}, start with ${first!.title}: it is the closest match in the catalogue.\n\n${numbered}`,
    eve: `Ooh, ${name}! Picture a few doors, each opening onto it from a different side:\n\n${options}`,
    eva: `It is lovely that ${name} speaks to you. One gentle first step: ${link(first!)}. ${why(first!)}`,
    alex: `For ${name}, do this:\n\n${picks.map((pick) => `- [ ] Look at ${link(pick)}: ${why(pick)}`).join('\n')}\n\nEnrol on [Teachings](/teachings).`,
  }[who]
}
