/**
 * How well the offline engine answers: every question of `questions.ts` to each of the four chat
 * personas, as a visitor (no stored facts; the conversation's earlier turns are its history),
 * on the real app's engine and knowledge (`buildTestApp()`), in process.
 * Usage: `npm run bench:offline-quality` (`BENCH_VERBOSE=1` prints every answer that is not
 * "answers"). Prints the table (answers / partly / declines honestly / irrelevant / wrong), the
 * personas' distinctness and the answer time; exits 1 under 80 % good, on any wrong answer or
 * any question where two personas lead with the same sentence.
 */
import os from 'node:os'
import type { ChatTurn } from '../../src/shared/chat'
import type { PersonaId } from '../../src/shared/personas'
import { DEFAULT_PREFERENCES } from '../../src/shared/preferences'
import { buildMessages } from '../../src/server/modules/chat/prompt'
import { builtinChatPersona } from '../../src/server/modules/personas/index'
import { collect } from '../../src/server/ai/provider'
import { buildTestApp } from '../../src/server/test/build-test-app'
import { cases, type Case } from './questions'

const PERSONAS: PersonaId[] = ['adam', 'eve', 'eva', 'alex']
type Grade = 'answers' | 'partly' | 'declines' | 'irrelevant' | 'wrong'

/** Setting names and claims of success a visitor must never read from the engine. */
const NEVER = [/\bAI_[A-Z_]+\b/, /answers this directly/i, /\bset `?[A-Z_]{4,}/]
const DECLINE =
  /\b(connected model|connect(ed)? (a|an AI) model|needs a (connected )?model|I (do not|don't) know|cannot answer|can't answer|not something I can|beyond what I|nothing (in the codex|relevant)|found nothing)|verbundene[ns]? Modell|modelo conectado|no lo sé|weiß ich nicht/i
const GERMAN = /\b(der|die|das|und|ist|nicht|ich|du|dir|mit|kostet|Monat|ein|eine|gern|für)\b/gi
const SPANISH =
  /\b(el|la|los|las|y|es|no|yo|tú|con|cuesta|mes|una?|para|de|que|en|estoy|muy|puedes|tu)\b/gi
const ENGLISH = /\b(the|and|is|you|your|with|costs?|month|a|for|to|of)\b/gi

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0

function language(text: string): 'de' | 'es' | 'en' {
  const plain = text.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
  const scores = { de: count(plain, GERMAN), es: count(plain, SPANISH), en: count(plain, ENGLISH) }
  return Object.entries(scores).sort((a, b) => b[1] - a[1])[0]![0] as 'de' | 'es' | 'en'
}

function grade(item: Case, answer: string): Grade {
  if (NEVER.some((p) => p.test(answer)) || item.forbid?.some((p) => p.test(answer))) return 'wrong'
  if (item.lang && language(answer) !== item.lang) return 'irrelevant'
  const held = (item.expect ?? []).filter((p) => p.test(answer)).length
  const all = item.expect?.length ?? 0
  if (all > 0 && held === all) return 'answers'
  if (DECLINE.test(answer)) return 'declines'
  if (held > 0) return 'partly'
  return 'irrelevant'
}

/** The first sentence after any heading or markdown: what a reader reads first. */
export function leadingSentence(answer: string): string {
  const text = answer.replace(/[*_#>`]/g, '').trim()
  return (text.match(/^[^\n.!?]*[.!?]?/)?.[0] ?? text).trim().toLowerCase()
}

const longSentences = (answer: string) =>
  (answer.replace(/[*_#>`]/g, '').match(/[^\n.!?]+[.!?]?/g) ?? [])
    .map((sentence) => sentence.trim().toLowerCase())
    .filter((sentence) => sentence.split(/\s+/).length >= 8)

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

async function main() {
  const t = await buildTestApp()
  const verbose = process.env.BENCH_VERBOSE === '1'
  const tally: Record<Grade, number> = {
    answers: 0,
    partly: 0,
    declines: 0,
    irrelevant: 0,
    wrong: 0,
  }
  const heldOut: Record<Grade, number> = {
    answers: 0,
    partly: 0,
    declines: 0,
    irrelevant: 0,
    wrong: 0,
  }
  let good = 0
  let heldOutGood = 0
  const blind: Record<Grade, number> = {
    answers: 0,
    partly: 0,
    declines: 0,
    irrelevant: 0,
    wrong: 0,
  }
  let blindGood = 0
  const sameLead: string[] = []
  /** Questions where all four answers share a sentence of eight words or more. */
  let sharedByAll = 0
  const times: number[] = []
  const streamed: number[] = []
  const byKind = new Map<string, { good: number; total: number }>()

  async function ask(persona: PersonaId, history: ChatTurn[], message: string) {
    const messages = buildMessages({
      persona: builtinChatPersona(persona),
      userName: 'you',
      preferences: DEFAULT_PREFERENCES,
      facts: [],
      passages: t.app.ai.knowledge.search(message, 3, null),
      history,
      message,
    })
    const started = performance.now()
    const result = await collect(
      t.app.ai.offline.generate(messages, {
        hints: { persona, facts: [], preferences: DEFAULT_PREFERENCES, readerId: null },
      }),
    )
    times.push(performance.now() - started)
    // What a person waits for at the default streaming pace: one chunk of three words per 15 ms.
    streamed.push(times.at(-1)! + Math.ceil((result.text.match(/\S+/g)?.length ?? 0) / 3) * 15)
    return result.text
  }

  try {
    for (const item of cases) {
      const leads = new Map<string, PersonaId>()
      const sentenceSets: Set<string>[] = []
      for (const persona of PERSONAS) {
        const history: ChatTurn[] = []
        for (const earlier of item.before ?? []) {
          const reply = await ask(persona, history, earlier)
          history.push({ role: 'user', content: earlier }, { role: 'assistant', content: reply })
        }
        const answer = await ask(persona, history, item.ask)
        const result = grade(item, answer)
        const counts = result === 'answers' || (result === 'declines' && item.decline)
        tally[result]++
        if (counts) good++
        if (item.blind) {
          blind[result]++
          if (counts) blindGood++
        }
        if (item.heldOut) {
          heldOut[result]++
          if (counts) heldOutGood++
        }
        const kind = byKind.get(item.kind) ?? { good: 0, total: 0 }
        kind.total++
        if (counts) kind.good++
        byKind.set(item.kind, kind)
        if (verbose && !counts) console.info(`\n[${result}] ${persona} <- ${item.ask}\n${answer}\n`)
        sentenceSets.push(new Set(longSentences(answer)))
        const lead = leadingSentence(answer)
        const other = leads.get(lead)
        if (other) sameLead.push(`${item.ask} (${other} and ${persona}: "${lead}")`)
        leads.set(lead, persona)
      }
      const [first, ...rest] = sentenceSets
      if ([...first!].some((sentence) => rest.every((set) => set.has(sentence)))) sharedByAll++
    }
  } finally {
    await t.close()
  }

  const total = cases.length * PERSONAS.length
  const pct = (n: number, of = total) => `${n} (${Math.round((100 * n) / of)} %)`
  const heldOutTotal = cases.filter((c) => c.heldOut).length * PERSONAS.length
  console.info(
    `offline-quality: ${new Date().toISOString()}, ${os.cpus().length} CPUs, Node ${process.version}, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  )
  console.info(`${cases.length} questions × ${PERSONAS.length} personas = ${total} answers\n`)
  console.info('| set | answers | partly | declines honestly | irrelevant | wrong | good* |')
  console.info('|---|---|---|---|---|---|---|')
  const row = (name: string, t: Record<Grade, number>, of: number, g: number) =>
    console.info(
      `| ${name} | ${pct(t.answers, of)} | ${pct(t.partly, of)} | ${pct(t.declines, of)} | ${pct(t.irrelevant, of)} | ${pct(t.wrong, of)} | ${pct(g, of)} |`,
    )
  row('all', tally, total, good)
  row('held out', heldOut, heldOutTotal, heldOutGood)
  row('of which blind', blind, cases.filter((c) => c.blind).length * PERSONAS.length, blindGood)
  console.info('\n* answers, plus honest declines where declining is right\n')
  console.info([...byKind].map(([kind, k]) => `${kind} ${k.good}/${k.total}`).join(', '))
  console.info(
    `\ndistinctness: ${cases.length - new Set(sameLead.map((s) => s.split(' (')[0])).size}/${cases.length} questions with four different leading sentences`,
  )
  console.info(`questions where all four answers share a sentence of 8+ words: ${sharedByAll}`)
  for (const line of sameLead) console.info(`  same lead: ${line}`)
  const sorted = [...times].sort((a, b) => a - b)
  console.info(
    `\nanswer time in process (no streaming pace): median ${median(times).toFixed(1)} ms, p95 ${sorted[Math.floor(sorted.length * 0.95)]!.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`,
  )
  console.info(
    `time to the last word at the default pace (OFFLINE_CHUNK_DELAY_MS 15, 3 words a chunk): median ${median(streamed).toFixed(0)} ms`,
  )
  if (good / total < 0.8 || tally.wrong > 0 || sameLead.length > 0) process.exitCode = 1
}

void main()
