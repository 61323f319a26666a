import type { VoiceId } from '@/shared/personas'
import { domains, inDomain } from './domains'
import type { Fact, KnowledgeBase, ScoredFact, ScoredPassage } from './knowledge'
import { intentOf, keyTerms, topicTerms, type Intent } from './question'
import { splitSentences } from './sentences'
import { stem } from './stop-words'

/** The facts a reply is made of: the answer itself, and the persona's own angle. */
export interface Selection {
  answer: ScoredFact[]
  angle: ScoredFact | null
}

const HOLDS = {
  price: /\$\d|\bfree\b|\bno cost\b/i,
  who: /\b(taught by|teaches|mentor|by [A-Z]|wrote|author)\b/,
  count: /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/i,
  premium: /\bpremium\b/i,
  steps:
    /^[-\d.\s]*(press|use|open|type|click|go|choose|select|enter|sign|create|read|search|start|ask|write)\b/i,
  list: /[^,;]+[,;][^,;]+(,|;| and )/,
}

/** Extra weight for a sentence that holds the kind of fact the question asks for. */
export function intentBonus(intent: Intent, text: string): number {
  let bonus = 0
  if (intent.price && /\$\d/.test(text)) bonus += 1.2
  else if (intent.price && HOLDS.price.test(text)) bonus += 0.4
  if (intent.who && HOLDS.who.test(text)) bonus += 0.8
  if (intent.count && HOLDS.count.test(text)) bonus += 0.6
  if (intent.premium && HOLDS.premium.test(text)) bonus += 0.4
  if (intent.steps && HOLDS.steps.test(text)) bonus += 1
  if (intent.list && HOLDS.list.test(text)) bonus += 0.4
  return bonus
}

const stemsOf = (text: string) => keyTerms(text).map(stem)

const mentions = (text: string, terms: readonly string[]) => {
  const stems = new Set(stemsOf(text))
  return terms.filter((term) => stems.has(stem(term))).length
}

/** Pairs of the question's topic words that stand side by side in the sentence too. */
function sharedPairs(text: string, terms: readonly string[]) {
  const pairs = new Set<string>()
  const words = stemsOf(text)
  for (let i = 1; i < words.length; i++) pairs.add(`${words[i - 1]} ${words[i]}`)
  let shared = 0
  for (let i = 1; i < terms.length; i++)
    if (pairs.has(`${stem(terms[i - 1]!)} ${stem(terms[i]!)}`)) shared++
  return shared
}

/**
 * Orders candidate sentences by how well they answer: retrieval score, the kind of fact asked
 * for (a price, a name, a number), the follow-up's topic carried from earlier turns, and a
 * little for the persona's own domain. Sentences said twice are kept once.
 */
export function rankFacts(
  candidates: ScoredFact[],
  question: string,
  topic: readonly string[],
  persona: VoiceId,
): ScoredFact[] {
  const intent = intentOf(question)
  const seen = new Set<string>()
  const terms = keyTerms(question)
  return candidates
    .map((hit) => {
      const text = `${hit.fact.title} ${hit.fact.text}`
      let score = hit.score * (1 + intentBonus(intent, hit.fact.text))
      // A follow-up's sentence must still be about the earlier topic.
      if (topic.length) score *= mentions(text, topic) > 0 ? 1.5 : 0.3
      // The question's own words in the sentence itself, not only in its passage's title.
      score *= 1 + 0.25 * Math.min(mentions(hit.fact.text, terms), 4)
      score *= 1 + 0.5 * sharedPairs(hit.fact.text, terms)
      // The passage's title names the subject ("Eve, the creative consciousness").
      score *= 1 + 0.3 * Math.min(mentions(hit.fact.title, terms), 3)
      if (inDomain(persona, hit.fact)) score *= 1.1
      return { ...hit, score }
    })
    .sort((a, b) => b.score - a.score)
    .filter((hit) => {
      const key = hit.fact.text.toLowerCase()
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
}

/** Sentences of passages a caller already retrieved, scored by shared words with the question. */
export function factsFromPassages(passages: ScoredPassage[], question: string): ScoredFact[] {
  const terms = keyTerms(question)
  return passages.flatMap((hit) =>
    splitSentences(hit.passage.text).map((text, i) => ({
      fact: {
        id: `${hit.passage.id}#${i}`,
        passageId: hit.passage.id,
        title: hit.passage.title,
        text,
        path: hit.passage.path,
        kind: hit.passage.kind,
        attribution: hit.passage.attribution,
      } satisfies Fact,
      score: hit.score * (0.5 + mentions(`${hit.passage.title} ${text}`, terms)),
      terms,
    })),
  )
}

/**
 * Picks `count` answer sentences (those close to the best one) and one sentence from the
 * persona's own domain that is still about the question and says something new.
 */
export function selectFacts(
  ranked: ScoredFact[],
  count: number,
  persona: VoiceId,
  question: string,
  knowledge?: KnowledgeBase,
  options: { readerId?: number | null; exclude?: ReadonlySet<string> } = {},
): Selection {
  const best = ranked[0]
  if (!best || best.score <= 0) return { answer: [], angle: null }
  const answer = ranked.filter((hit) => hit.score >= best.score * 0.3).slice(0, count)
  // A record is its page: two passages about one course (its card, its fact sheet) share it.
  const record = (fact: Fact) => fact.path ?? fact.passageId
  const cited = new Set(answer.map((hit) => record(hit.fact)))
  // The angle shares the question's subject, not only its "how much".
  const terms = topicTerms(question)
  const fresh = (hit: ScoredFact) =>
    !cited.has(record(hit.fact)) && !options.exclude?.has(hit.fact.passageId)
  let angle =
    ranked.find(
      (hit) =>
        fresh(hit) &&
        inDomain(persona, hit.fact) &&
        hit.score >= best.score * 0.1 &&
        mentions(hit.fact.text, terms) > 0,
    ) ?? null
  if (!angle && knowledge && terms.length) {
    const domainHits = knowledge.searchFacts(`${terms.join(' ')} ${domains[persona].words}`, {
      limit: 20,
      readerId: options.readerId,
      excludePassages: options.exclude,
    })
    angle =
      domainHits.find(
        (hit) => fresh(hit) && inDomain(persona, hit.fact) && mentions(hit.fact.text, terms) > 0,
      ) ?? null
  }
  return { answer, angle }
}
