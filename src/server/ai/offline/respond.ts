import { guides, productSummary, type Guide } from '@content/guides'
import { chatPersonaIds, personas } from '@content/personas'
import { plans } from '@content/plans'
import type { VoiceId } from '@/shared/personas'
import type { ResponsePreferences } from '@/shared/preferences'
import { FREE_DAILY_CONVERSATIONS } from '@/shared/tiers'
import type { ChatMessage } from '../provider'
import { intentBonus, rankFacts } from './answer'
import { classify, languageOf } from './classify'
import { closestScreens, listLinks, type ScreenLink } from './closest'
import * as talk from './conversation'
import type { Fact, KnowledgeBase, ScoredFact } from './knowledge'
import { knownAbout } from './memory'
import { expandQuery, intentOf, isFollowUp, keyTerms, retrievalQuery, topicTerms } from './question'
import { recogniseRisk } from '../safety/recognise'
import { recommend } from './recommend'
import { STOP_WORDS, stem } from './stop-words'
import { isStoryRequest, storyRequest, writeStory } from './story'
import { voices } from './voices'
import { recommendPersona, whichPersona } from './which-persona'

type ChatVoice = Exclude<VoiceId, 'agent-zero'>
const voice = (persona: VoiceId): ChatVoice => (persona === 'agent-zero' ? 'adam' : persona)

export interface Asked {
  persona: VoiceId
  facts: readonly string[]
  readerId: number | null
  preferences?: ResponsePreferences
}

/** Words that say how to ask, not what about: a question of only these is about nothing. */
const GENERIC = new Set(
  'explain detail details mean means work works exactly thing things somewhere use get need want way good best page screen happen happens there anything something does do much many pricey expensive cheap paying without possible give gives tier else site website platform app'.split(
    ' ',
  ),
)

/** The words that say what kind of fact a turn asked for, carried to a follow-up without one. */
const ASKS_FOR = /\b(how much|cost|price|who teaches|teach|how many)\b/i

/**
 * The reply to the last user message: classified first (docs/product/persona-chat.md), then
 * answered in kind and in the persona's own way. Pure: the same conversation gives the same text.
 */
export function respond(knowledge: KnowledgeBase, messages: ChatMessage[], asked: Asked): string {
  return tailor(reply(knowledge, messages, asked), asked.persona, asked.preferences)
}

/**
 * The person's reply preferences: short keeps the first paragraph (and the one a colon opens),
 * formal drops exclamations, playful opens with the persona's playful line, and a preferred
 * language the engine cannot write is named once.
 */
function tailor(text: string, persona: VoiceId, preferences?: ResponsePreferences): string {
  let out = text
  if (preferences?.replyLength === 'short') {
    // Two or three sentences: the lead and its one supporting line.
    const [first, second] = text.split('\n\n')
    out = second && second.length <= 320 ? `${first}\n\n${second}` : first!
  }
  if (preferences?.tone === 'formal')
    out = `${voices[persona].formal.open}\n\n${out.replace(/!/g, '.')}`
  if (preferences?.tone === 'playful') out = `${voices[persona].playful.open}\n\n${out}`
  const language = preferences?.language
  if (language && !/^(en|english|de|deutsch|german|es|español|spanish)/i.test(language))
    out += `\n\n_(The offline engine writes English, German and Spanish; connect a model to get replies in ${language}.)_`
  return out
}

function reply(knowledge: KnowledgeBase, messages: ChatMessage[], asked: Asked): string {
  const users = messages.filter((m) => m.role === 'user').map((m) => m.content)
  const said = lastQuestion(users.at(-1) ?? '')
  // A tutor chat asks about its course ("… (Course: Mythic Storytelling)"): answer about it.
  const course = COURSE_CONTEXT.exec(said)?.[1]
  const message = course ? `${course}: ${said.replace(COURSE_CONTEXT, '').trim()}` : said
  const persona = asked.persona
  if (isStoryRequest(message)) return writeStory(persona, storyRequest(message))
  const muse = talk.MUSING.exec(message)
  if (muse) return talk.musing(persona, muse[3]!)
  const language = languageOf(message)
  const known = knownAbout(messages, asked.facts)
  const kind = course ? 'question' : classify(message)
  switch (kind) {
    case 'distress':
      return talk.distress(persona, recogniseRisk(message)?.language ?? language)
    case 'nonsense':
      return talk.unclear(persona)
    case 'greeting':
      return talk.greeting(persona, language, known)
    case 'thanks':
      return talk.thanks(persona, language)
    case 'memory':
      return talk.recall(persona, message, known)
    case 'introduction': {
      const welcome = talk.introduction(persona, known, language)
      const interest = recommend(knowledge, persona, message, known, false)
      return interest && known.likes.length ? `${welcome}\n\n${interest}` : welcome
    }
    case 'emotional':
      return talk.emotional(persona, message)
  }
  if (language === 'other') return otherLanguage(persona)
  if (kind === 'small-talk') return talk.smallTalk(persona, language, message)
  if (language === 'de' || language === 'es')
    return localised(persona, language, message, knowledge)
  if (kind === 'about-you') return aboutYou(persona)
  if (kind === 'capabilities') return capabilities(persona)
  if (kind === 'product')
    return /\bpersonas?\b|\bais\b/i.test(message) ? thePersonas(persona) : product(persona)
  if (kind === 'recommendation') {
    const plan = /\b(plan|steps?)\b/i.test(message)
    return (
      recommend(knowledge, persona, message, known, plan) ??
      decline(persona, closestScreens(knowledge, message))
    )
  }
  const chosen = whichPersona(message)
  if (chosen) return recommendPersona(persona, chosen)
  const previous = users.length >= 2 ? users.at(-2)! : ''
  const following = previous !== '' && isFollowUp(message)
  if (kind === 'how-to') {
    const plan = /\blearn\b/i.test(message) && recommend(knowledge, persona, message, known, true)
    if (plan) return plan
    const guide = findGuide(
      following ? `${message} ${previous}` : message,
      following ? message : '',
      true,
    )
    if (guide) return steps(persona, guide)
  }
  return factAnswer(
    knowledge,
    persona,
    messages,
    message,
    previous,
    following,
    asked.readerId,
    asked.preferences?.replyLength ?? 'medium',
  )
}

const COURSE_CONTEXT = /\s*\(Course: ([^)]+)\)\s*$/

/** A long message's question is its last sentence that asks one; the rest is its setting. */
function lastQuestion(message: string): string {
  if (message.length < 200) return message
  const asked = message.match(/[^.!?]*\?/g)
  return asked?.at(-1)?.trim() ?? message
}

/**
 * The guide a how-to question is about: the most of its words in the question. In English
 * (`subject`) a guide must also hold half the question's subject words: "How do I cancel
 * Premium?" shares only "cancel" with deleting an account, and "how do you say good night in
 * Japanese" only the stop words "do you" with the memory guide (decision 277). German and
 * Spanish questions keep the one-word match: their function words are not English stop words.
 */
function findGuide(text: string, own: string, subject = false): Guide | null {
  const terms = keyTerms(text).filter((term) => !GENERIC.has(term))
  const stems = new Set(terms.map(stem))
  const ownStems = new Set(keyTerms(own).map(stem))
  const lower = text.toLowerCase()
  let best: { guide: Guide; score: number } | null = null
  for (const guide of guides) {
    const words = new Set(keyTerms(`${guide.title} ${guide.words}`).map(stem))
    let score = 0
    let held = 0
    for (const word of words)
      if (stems.has(word)) {
        score += ownStems.has(word) ? 1.5 : 1
        held++
      }
    // Two words side by side in both ("sign up", "api key") say more than either alone; two
    // stop words ("do you") say nothing.
    const listed = guide.words.split(' ')
    for (let i = 1; i < listed.length; i++)
      if (
        !(STOP_WORDS.has(listed[i - 1]!) && STOP_WORDS.has(listed[i]!)) &&
        lower.includes(`${listed[i - 1]} ${listed[i]}`)
      )
        score += 1
    if (subject && held * 2 < stems.size) continue
    if (score >= 1 && score > (best?.score ?? 0)) best = { guide, score }
  }
  return best?.guide ?? null
}

const screenLink = (title: string, path: string) => `[${title}](${path})`

function steps(persona: VoiceId, guide: Guide): string {
  const numbered = guide.steps.map((step, i) => `${i + 1}. ${step}`).join('\n')
  const link = screenLink(guide.title, guide.path)
  const note = guide.note ? `${guide.note}` : ''
  switch (voice(persona)) {
    case 'adam':
      return [
        `Short answer: ${guide.summary.en}`,
        numbered,
        `That is ${guide.steps.length} steps, all on ${link}.${note ? ` One more fact: ${lowerFirst(note)}` : ''}`,
      ].join('\n\n')
    case 'eve':
      return [
        `Here is the trail, stone by stone: ${lowerFirst(guide.summary.en)}`,
        numbered,
        `Or, if you would rather wander first, open ${link} and look around.${note ? ` ${note}` : ''}`,
      ].join('\n\n')
    case 'eva':
      return [
        'Happy to walk you through it; it only takes a minute.',
        `${guide.summary.en}\n\n${numbered}`,
        `${note ? `${note} ` : ''}It is all on ${link}; if anything there feels confusing, tell me where you got stuck.`,
      ].join('\n\n')
    case 'alex':
      return [
        `Checklist: ${guide.title.toLowerCase()}.`,
        guide.steps.map((step) => `- [ ] ${step}`).join('\n'),
        `${note ? `${note} ` : ''}Where: ${link}.`,
      ].join('\n\n')
  }
}

const lowerFirst = (text: string) =>
  /^[A-Z][a-z]*(\s|$)/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text

/**
 * The one-sentence decline, below the answer threshold: honest, no setting names, in the
 * persona's voice, with the two or three screens of the site closest to the question as links
 * (closest.ts), never a passage about something else.
 */
export function decline(persona: VoiceId, closest: readonly ScreenLink[]): string {
  const links = listLinks(closest, 'or')
  return {
    adam: `I cannot answer that reliably offline without a connected model, and I will not guess; the closest things the codex has are ${links}.`,
    eve: `That one is beyond what I can paint offline without a connected model, but these corners of the codex come closest: ${links}.`,
    eva: `I am sorry, I cannot answer that one here without a connected model, and I would rather be honest than guess; perhaps ${links} can help you.`,
    alex: `Can't answer that offline, it needs a connected model; closest here: ${links}.`,
  }[voice(persona)]
}

function otherLanguage(persona: VoiceId): string {
  const lead = {
    adam: 'I understood the language, but offline I write only English, German and Spanish.',
    eve: 'What a lovely language! Offline, though, I can only answer in English, German or Spanish.',
    eva: 'Thank you for writing to me; I am sorry that offline I can only answer in English, German or Spanish.',
    alex: 'Offline I answer in English, German or Spanish only.',
  }[voice(persona)]
  return `${lead} Other languages need a connected model. Ask me again in one of those and I will help.`
}

function aboutYou(persona: VoiceId): string {
  const me = personas[persona]
  return `${talk.greeting(persona, 'en', { likes: [], lines: [] })} ${me.name} is the codex's ${me.role.toLowerCase()}: ${me.description.toLowerCase()}`
}

function capabilities(persona: VoiceId): string {
  const lead = {
    adam: 'I can help you reason through questions about HumanCodex, step by step.',
    eve: 'I can help you explore the codex and dream up what to do with it.',
    eva: 'I can listen, and help you find your way around the codex gently.',
    alex: 'I can get you from question to done, fast.',
  }[voice(persona)]
  return `${lead} Ask me about:\n\n- plans and prices, and what an account keeps\n- courses and experts that fit what you love\n- how to do things: sign up, API keys, notes and vaults, export, the board\n- any screen of the codex and what it is for\n\nOr just talk; for open questions about the wider world, a connected model is needed.`
}

function product(persona: VoiceId): string {
  const more = {
    adam: 'In numbers: 4 personas, 12 experts in the Ring of Twelve, 4 areas of learning, and 3 plans from $0.',
    eve: 'Picture a library whose books talk back: wander into the [Agents](/agents) to meet them.',
    eva: 'A gentle first step: say hello to one of the personas, no account needed.',
    alex: 'Start here: [Onboarding](/onboarding) takes you through it in three stops.',
  }[voice(persona)]
  const lead = {
    adam: productSummary.en,
    eve: `In one picture: ${lowerFirst(productSummary.en)}`,
    eva: `Welcome! ${productSummary.en}`,
    alex: `Quick version: ${lowerFirst(productSummary.en)}`,
  }[voice(persona)]
  return `${lead}\n\n${more}`
}

function thePersonas(persona: VoiceId): string {
  const four = chatPersonaIds.map(
    (id) =>
      `${personas[id].name}, the ${personas[id].role.toLowerCase()}: ${lowerFirst(personas[id].description)}`,
  )
  const lead = {
    adam: 'There are 4 personas, each a different way of thinking:',
    eve: 'Four personas, four colours of one mind:',
    eva: 'You can talk with four personas, whichever feels right for you:',
    alex: 'The four personas, and when to pick each:',
  }[voice(persona)]
  return `${lead}\n\n${four.map((line, i) => (voice(persona) === 'alex' ? `- ${line}` : `${i + 1}. ${line}`)).join('\n')}`
}

const PREFIX: Record<'de' | 'es', Record<ChatVoice, string>> = {
  de: {
    adam: 'Kurz gesagt:',
    eve: 'Stell dir das so vor:',
    eva: 'Gern helfe ich dir:',
    alex: 'Direkt:',
  },
  es: { adam: 'En resumen:', eve: 'Imagínalo así:', eva: 'Con gusto te ayudo:', alex: 'Directo:' },
}

/** "pro Tag", "täglich", "al día", "por día": a question about the daily limit. */
const DAILY = /pro tag|täglich|am tag|al d[ií]a|por d[ií]a|diari[ao]s?|cada d[ií]a/

/** A short answer in German or Spanish where the engine has one, else an honest note. */
function localised(
  persona: VoiceId,
  language: 'de' | 'es',
  message: string,
  knowledge: KnowledgeBase,
): string {
  const prefix = PREFIX[language][voice(persona)]
  const q = message.toLowerCase()
  // "pro Tag" is "a day", not the Pro plan (decision 277).
  const planNamed = plans.find((plan) =>
    new RegExp(
      `\\b${plan.name.toLowerCase()}\\b(?!\\s+(tag|woche|monat|jahr|día|dia|mes))`,
      'u',
    ).test(q),
  )
  // How many conversations a day: the limit, not the three prices.
  if (DAILY.test(q) && /gespräch|unterhaltung|chats?\b|conversaci/.test(q))
    return language === 'de'
      ? `${prefix} Kostenlos startest du ${FREE_DAILY_CONVERSATIONS} Gespräche pro Tag (UTC), ein Gespräch fortzusetzen zählt nicht; mit Pro ($19 im Monat) gibt es keine Grenze.`
      : `${prefix} Gratis empiezas ${FREE_DAILY_CONVERSATIONS} conversaciones al día (UTC), y continuar una no cuenta; con Pro ($19 al mes) no hay límite.`
  if (/kost|preis|cuest|precio|cuánto|cuanto|gratis|gratuit|umsonst/.test(q) || planNamed) {
    const each = (planNamed ? [planNamed] : plans).map((plan) =>
      language === 'de'
        ? `${plan.name} kostet $${plan.price} im Monat`
        : `${plan.name} cuesta $${plan.price} al mes`,
    )
    return `${prefix} ${each.join(', ')}.`
  }
  if (/humancodex|human codex|plattform|plataforma/.test(q))
    return `${prefix} ${productSummary[language]}`
  const guide = findGuide(message, message)
  if (guide) return `${prefix} ${guide.summary[language]} → ${screenLink(guide.title, guide.path)}`
  // Below the threshold: the honest decline in the person's language, with the closest screens.
  const links = closestScreens(knowledge, message)
  return language === 'de'
    ? `${prefix} Das kann ich offline nicht beantworten, dafür braucht es ein verbundenes Modell; am nächsten kommen hier ${listLinks(links, 'oder')}.`
    : `${prefix} eso no puedo responderlo sin conexión, hace falta un modelo conectado; lo más cercano aquí es ${listLinks(links, 'o')}.`
}

/** How much a kind of passage can answer a question about the product. */
const KIND_WEIGHT: Partial<Record<Fact['kind'], number>> = {
  'how-to': 1.3,
  description: 1.1,
  plan: 1.3,
  screen: 1.1,
  note: 0.6,
  post: 0.5,
}

/**
 * A question about a fact: the sentence that holds it leads, then one supporting line and one
 * link, shaped by the persona. A question the knowledge does not cover gets the decline.
 */
function factAnswer(
  knowledge: KnowledgeBase,
  persona: VoiceId,
  messages: ChatMessage[],
  message: string,
  previous: string,
  following: boolean,
  readerId: number | null,
  replyLength: ResponsePreferences['replyLength'],
): string {
  const own = topicTerms(message).filter((term) => !GENERIC.has(term))
  const leans =
    following &&
    (own.length === 0 || /\b(it|its|that|this|they|them|he|she|him|her)\b/i.test(message))
  const carried = !ASKS_FOR.test(message) && following ? (ASKS_FOR.exec(previous)?.[0] ?? '') : ''
  const base = leans
    ? retrievalQuery(messages)
    : { query: expandQuery(message), topic: [] as string[] }
  const question = `${message} ${carried}`.trim()
  const plansAsked =
    /\b(premium|pro|enterprise|free|plan|plans|tier|subscription|paid|paying)\b/i.test(question)
  const intent = intentOf(question)
  const whoIs = /^\s*who (is|are)\b/i.test(question)
  const otherSubject = /\b(experts?|courses?|books?|sessions?|mentors?)\b/i.test(question)
  const query = `${base.query} ${carried} ${/\bpremium\b/i.test(question) && !otherSubject ? 'pro plan' : ''}`
  const said = new Set(
    messages
      .filter((m) => m.role === 'assistant')
      .slice(-1)
      .flatMap((m) => m.content.split(/(?<=[.!?])\s+/)),
  )
  const ranked = rankFacts(
    knowledge.searchFacts(query, { limit: 60, readerId }),
    question,
    base.topic,
    persona,
  )
    .map((hit) => ({
      ...hit,
      score:
        hit.score *
        (1 + intentBonus(intent, hit.fact.text)) *
        (hit.fact.kind === 'persona' && /\bpersonas?\b/i.test(question) ? 1.5 : 1) *
        (whoIs && (hit.fact.kind === 'persona' || hit.fact.kind === 'expert') ? 1.5 : 1) *
        (otherSubject && hit.fact.kind === 'plan' ? 0.7 : (KIND_WEIGHT[hit.fact.kind] ?? 1)) *
        (plansAsked && !otherSubject && hit.fact.kind === 'plan' ? 1.6 : 1) *
        (following && /\belse|other\b/i.test(message) && said.has(hit.fact.text) ? 0.2 : 1),
    }))
    .sort((a, b) => b.score - a.score)
  const terms = leans ? [...own, ...base.topic] : own
  const weigh = weigher(knowledge)
  // The best-ranked sentence that clears the threshold, among the first few; none: the decline.
  const best = ranked.slice(0, 5).find((hit) => covers(hit, terms, ANSWER_THRESHOLD, weigh))
  if (!best) return decline(persona, closestScreens(knowledge, message))
  const support = ranked.find(
    (hit) =>
      hit.fact.text !== best.fact.text &&
      hit.score >= best.score * 0.25 &&
      covers(hit, terms, 0.3, weigh),
  )
  const related = ranked
    .slice(0, 8)
    .filter((hit) => hit.fact.path && covers(hit, terms, 0.3, weigh))
  // "Who is Agent Zero?": the entity's title says who ("Agent Zero, the observer of the codex").
  const lead: Fact =
    whoIs && (best.fact.kind === 'persona' || best.fact.kind === 'expert')
      ? {
          ...best.fact,
          text: `${best.fact.title.replace(/, (the )?/, ' is the ')}. ${best.fact.text}`,
        }
      : best.fact
  const reply = shapeFact(
    persona,
    lead,
    support?.fact,
    [best, support, ...related].find((h) => h?.fact.path)?.fact,
  )
  if (replyLength !== 'long') return reply
  const sources = related.filter(
    (hit, i) => related.findIndex((other) => other.fact.path === hit.fact.path) === i,
  )
  return sources.length > 1
    ? `${reply}\n\nWhere to read more:\n${sources
        .slice(0, 4)
        .map((hit) => `- [${hit.fact.title}](${hit.fact.path})`)
        .join('\n')}`
    : reply
}

/** Words the knowledge says differently: Premium is the Pro plan, a chat is a conversation. */
const SAME_AS: Record<string, string[]> = {
  premium: ['pro'],
  paid: ['pro', 'enterprise', 'plan'],
  chat: ['conversation'],
  chats: ['conversation'],
  subscription: ['plan'],
  signup: ['register'],
  email: ['e-mail', 'mail'],
  emails: ['e-mail', 'mail'],
}

/**
 * The answer threshold: the share of the question's subject words (after the words that only
 * say how to ask) that a sentence and its passage's title must hold before it is given as the
 * answer, each word weighed by how rare it is among the codex's sentences (`weigh`). Retrieval
 * scores are not comparable between questions; this share is, so a question about something
 * the codex does not hold is declined instead of answered with a passage that shares one word
 * with it: "Does it work with Claude Desktop?" holds "desktop" in a sentence about layouts, but
 * "Claude" (in no sentence) is what it asks about (decision 277).
 */
const ANSWER_THRESHOLD = 0.5

/** A word's weight for the threshold: its inverse sentence frequency, at least 1. */
type Weigh = (term: string) => number

function weigher(knowledge: KnowledgeBase): Weigh {
  const weights = new Map<string, number>()
  return (term) => {
    let weight = weights.get(term)
    if (weight === undefined) {
      const { holding, of } = knowledge.rarity(term)
      weight = 1 + Math.log((of + 1) / (holding + 1))
      weights.set(term, weight)
    }
    return weight
  }
}

/** Whether a sentence (with its passage's title) holds at least `share` of the question's subject. */
function covers(hit: ScoredFact, terms: readonly string[], share: number, weigh: Weigh): boolean {
  if (terms.length === 0) return false
  const stems = new Set(keyTerms(`${hit.fact.title} ${hit.fact.text}`).map(stem))
  let held = 0
  let all = 0
  for (const term of terms) {
    const weight = weigh(term)
    all += weight
    if (stems.has(stem(term)) || (SAME_AS[term] ?? []).some((same) => stems.has(stem(same))))
      held += weight
  }
  return held > 0 && held / all >= share
}

const sentence = (text: string) => (/[.!?:]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`)

function shapeFact(persona: VoiceId, lead: Fact, support?: Fact, linked?: Fact): string {
  const link = linked?.path ? screenLink(linked.title, linked.path) : ''
  const said = by(lead)
  const first = said ? `“${sentence(lead.text)}”` : sentence(lead.text)
  const extra = support ? sentence(support.text) : ''
  switch (voice(persona)) {
    case 'adam':
      return [
        `In short: ${said}${first}`,
        [extra && `1. ${extra}`, link && `${extra ? 2 : 1}. Source: ${link}.`]
          .filter(Boolean)
          .join('\n'),
      ]
        .filter(Boolean)
        .join('\n\n')
    case 'eve':
      return [
        `Here is the heart of it: ${said}${first}`,
        extra && `Picture the rest like this: ${extra}`,
        link &&
          `Two ways on from here: wander into ${link}, or ask me to imagine how you would use it.`,
      ]
        .filter(Boolean)
        .join('\n\n')
    case 'eva':
      return [
        `Of course. ${said}${first}`,
        extra,
        link &&
          `A gentle next step: have a look at ${link} when you have a moment, and tell me if anything there is unclear.`,
      ]
        .filter(Boolean)
        .join('\n\n')
    case 'alex':
      return [
        `${said}${first}`,
        [extra && `- [ ] ${extra}`, link && `- [ ] Open ${link}`].filter(Boolean).join('\n'),
      ]
        .filter(Boolean)
        .join('\n\n')
  }
}

/** Text a person wrote is quoted as theirs, never as the codex's. */
function by(fact: Fact): string {
  const who = fact.attribution
  if (!who) return ''
  const where = who.vault ? `“${who.source}” (${who.vault} vault)` : `“${who.source}”`
  return who.author ? `${who.author} wrote in ${where}: ` : `A person's note, ${where}, says: `
}
