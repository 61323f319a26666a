import { recogniseRisk } from '../safety/recognise'

/** What a message asks for; each kind is answered in its own way. */
export type MessageKind =
  | 'greeting'
  | 'small-talk'
  | 'thanks'
  | 'about-you'
  | 'capabilities'
  | 'introduction'
  | 'memory'
  | 'distress'
  | 'emotional'
  | 'how-to'
  | 'recommendation'
  | 'product'
  | 'question'
  | 'nonsense'

export type Language = 'en' | 'de' | 'es' | 'other'

const MARKERS: Record<Exclude<Language, 'en'>, RegExp> = {
  de: /\b(ich|du|dir|mich|mein(e|en)?|ist|was|wie|wer|und|nicht|kostet|hallo|danke|schön|lösche|löschen|konto|bitte|geht|es|kann|gibt|der|die|das|den|dem|hat|habe|mit|auf|warum|welche[rsn]?|eine?|wird|werden|sind|bin|wo|wann|heute|morgen|auch|noch|kein(e|en)?)\b|[äöüß]/gi,
  es: /\b(hola|qué|que|cómo|como|cuánto|cuesta|estás|gracias|muchas|el|la|los|las|una?|cuenta|creo|por|para|es|puedo|tengo|de|del|en|hay|quién|dónde|mis?)\b|[¿¡ñ]/gi,
  other:
    /\b(bonjour|merci|comment|ça|vous|je|est|combien|ciao|grazie|come|stai|obrigad[oa]|olá)\b|ç/gi,
}

/** The language of a message: English unless another's words clearly lead. */
export function languageOf(message: string): Language {
  const words = message.match(/\p{L}+/gu)?.length ?? 0
  let best: Language = 'en'
  let bestCount = 0
  for (const [language, pattern] of Object.entries(MARKERS) as [Language, RegExp][]) {
    const count = message.match(pattern)?.length ?? 0
    if (count > bestCount) [best, bestCount] = [language, count]
  }
  return bestCount >= Math.max(1, Math.ceil(words * 0.3)) ? best : 'en'
}

const GREETING =
  /^\s*(hi|hello|hey|hiya|howdy|greetings|yo|good (morning|afternoon|evening|day)|hallo|servus|moin|guten (morgen|tag|abend)|hola|buen(os|as) (d[ií]as|tardes|noches)|bonjour|salut|ciao)\b[\s\p{P}]*(\p{L}+[\s\p{P}]*){0,2}$/iu
const THANKS =
  /^\s*(thanks?|thank you|thx|ty|cheers|much appreciated|danke|vielen dank|gracias|muchas gracias|merci)\b/i
const HOW_ARE_YOU =
  /\b(how are you|how('?re| are) (you|things)|how('?s| is) it going|what'?s up|wie geht'?s|wie geht es|c[oó]mo est[aá]s|qu[eé] tal|comment [cç]a va)\b/i
const SMALL_TALK =
  /\b(joke|funny|are you (real|human|alive|a bot|happy|ok)|do you (like|love|enjoy|dream|sleep|eat|feel)|your favou?rite|bored|how old are you|witz)\b/i
const ABOUT_YOU =
  /\b(who|what) are you\b|\bintroduce yourself\b|\byour name\b|\bwer bist du\b|\bqui[eé]n eres\b/i
const CAPABILITIES = /\bwhat can (you|i) (do|ask)\b|\bhow can you help\b|\bwhat do you do\b/i
const NAMED =
  /\b(my name is|my name's|i am called|i'm called|call me|ich hei(ß|ss)e|me llamo|mi nombre es)\b/i
/** "I work as a nurse", "I live in Lyon": a fact stated about oneself, kept for the conversation. */
const STATES_FACT = /^\s*(?:and\s+)?i (?:work as|live in|am from|'m from)\b[^?]*$/i
/** "I'm Lena": a capitalised word after "I am", not "I'm tired". */
const SHORT_INTRO =
  /^\s*(?:(?:[Hh]i|[Hh]ello|[Hh]ey)[,!\s]+)?(?:[Ii]'m|[Ii] am)\s+[A-Z][a-z]+\b(?!\s+(?:to|in|so|really|very|not|feeling|a|an|the|into|from|looking|trying|going)\b)/
const MEMORY =
  /\b(what('?s| is) my name|who am i|where do i live|what do (you|u) (know|remember) about me|do you remember|what (do|did) i (like|say|tell|do for (a )?(living|work))|what('?s| is) my (job|work|profession)|where (do|did) i (say i )?live|remember what i)\b/i
export const FEELING =
  /\b(anxious|anxiety|nervous|worried|worry|scared|afraid|stress(ed|ful)?|overwhelm(ed|ing)?|exhausted|burn(ed|t) out|tired|lonely|alone|sad|(feel(ing)?|so|i'?m|i am) down|depressed|unhappy|upset|angry|frustrated|hopeless|heartbroken|grief|grieving|miserable)\b/i
const HOW_TO =
  /^\s*(how (do|can|should|would) (i|you|we|one)|how to|where (do|can) i|what('?s| is) the way to|i (forgot|lost) my|can i (create|make|delete|download|export|change|connect|post|write|get|talk|chat|speak)|wie (kann|lösche|erstelle|mache)|c[oó]mo (puedo|creo|borro|elimino|hago))\b|\b(step[- ]by[- ]step|steps to|\d+[- ]step plan|plan to learn)\b/i
const RECOMMEND =
  /\b(recommend|suggest|what should i (learn|study|read|take|do)|where should i start|anything for me|fits? (a|me)|for (a )?beginners?|get better at|i want to learn|i'?d like to learn|i (love|like|enjoy|am into|'m into)\b.*\b(learn|study|course|start|for me))\b/i
const PRODUCT =
  /\b(which|what|who) are the (four |4 )?(personas|ais)\b|\b(what is|what's|tell me about|explain) (humancodex|human codex|this (site|platform|app|place|website)|the codex)\s*[?.!]*\s*$|^\s*(was ist|qu[eé] es) (humancodex|human codex)/i

/** A message of no real words: keyboard mashing, only punctuation. */
export function isNonsense(message: string): boolean {
  const words = message.toLowerCase().match(/\p{L}+/gu) ?? []
  if (words.length === 0) return true
  const odd = words.filter(
    (word) =>
      !/[aeiouyäöüáéíóú]/.test(word) || /[^aeiouyäöüáéíóú]{5,}/.test(word) || /(.)\1\1/.test(word),
  )
  return odd.length * 2 >= words.length && words.length <= 8
}

/** The kind of the last message; `following` is set when it leans on the turn before. */
export function classify(message: string): MessageKind {
  // The safety step's own recogniser (decision 234): one reading of risk for every reply.
  if (recogniseRisk(message)) return 'distress'
  if (isNonsense(message)) return 'nonsense'
  if (MEMORY.test(message)) return 'memory'
  if (NAMED.test(message) || SHORT_INTRO.test(message) || STATES_FACT.test(message))
    return 'introduction'
  if (THANKS.test(message) && message.length < 80) return 'thanks'
  if (GREETING.test(message) && !HOW_ARE_YOU.test(message)) return 'greeting'
  if (HOW_ARE_YOU.test(message) && message.length < 60) return 'small-talk'
  if (ABOUT_YOU.test(message)) return 'about-you'
  if (CAPABILITIES.test(message)) return 'capabilities'
  if (FEELING.test(message) && /\b(i|i'm|i am|me|my)\b/i.test(message) && !HOW_TO.test(message))
    return 'emotional'
  if (PRODUCT.test(message)) return 'product'
  if (HOW_TO.test(message)) return 'how-to'
  if (RECOMMEND.test(message)) return 'recommendation'
  if (SMALL_TALK.test(message)) return 'small-talk'
  return 'question'
}
