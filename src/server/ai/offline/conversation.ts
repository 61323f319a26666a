import type { VoiceId } from '@/shared/personas'
import type { Language } from './classify'
import type { Known } from './memory'

type ChatVoice = Exclude<VoiceId, 'agent-zero'>
type Lines = Record<ChatVoice, string>

/** Picks one of a few phrasings by the message, so a conversation does not repeat itself. */
export function vary<T>(options: readonly T[], seed: string): T {
  let hash = 0
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return options[hash % options.length]!
}

const chat = (persona: VoiceId): ChatVoice => (persona === 'agent-zero' ? 'adam' : persona)

const GREETINGS: Record<'en' | 'de' | 'es', Lines> = {
  en: {
    adam: 'Hello, I am Adam. Give me a question and I will take it apart step by step.',
    eve: 'Hi there, I am Eve! Bring me an idea, a story or a question and we will make something of it.',
    eva: 'Hi, I am Eva. I am glad you are here; tell me what is on your mind.',
    alex: 'Hey, Alex here. Tell me what you want to get done and I will give you the steps.',
  },
  de: {
    adam: 'Hallo, ich bin Adam. Stell mir eine Frage, und ich gehe sie Schritt für Schritt durch.',
    eve: 'Hallo, ich bin Eve! Bring mir eine Idee oder eine Frage, und wir machen etwas daraus.',
    eva: 'Hallo, ich bin Eva. Schön, dass du da bist; erzähl mir, was dich beschäftigt.',
    alex: 'Hallo, hier ist Alex. Sag mir, was du erledigen willst, und ich gebe dir die Schritte.',
  },
  es: {
    adam: 'Hola, soy Adam. Hazme una pregunta y la analizo paso a paso.',
    eve: '¡Hola, soy Eve! Tráeme una idea o una pregunta y haremos algo con ella.',
    eva: 'Hola, soy Eva. Me alegra que estés aquí; cuéntame qué tienes en mente.',
    alex: 'Hola, aquí Alex. Dime qué quieres hacer y te doy los pasos.',
  },
}

const HOW_ARE_YOU: Record<'en' | 'de' | 'es', Lines> = {
  en: {
    adam: 'I am doing well, thank you: every system checks out and I am ready for a good problem. How about you?',
    eve: "I'm doing wonderfully, my head is full of half-finished stories. How is your day going?",
    eva: 'I am well, thank you for asking. More importantly, how are you feeling today?',
    alex: "I'm good and ready to work. What's on your list today?",
  },
  de: {
    adam: 'Hallo, mir geht es gut, danke: alle Systeme laufen, und ich bin bereit für ein gutes Problem. Und dir?',
    eve: 'Hallo, mir geht es wunderbar, mein Kopf ist voller halbfertiger Geschichten. Wie ist dein Tag?',
    eva: 'Hallo, mir geht es gut, danke der Nachfrage. Aber wie geht es dir heute?',
    alex: 'Hallo, alles gut bei mir, ich bin startklar. Was steht bei dir heute an?',
  },
  es: {
    adam: 'Hola, estoy bien, gracias: todo funciona y estoy listo para un buen problema. ¿Y tú?',
    eve: 'Hola, ¡estoy de maravilla, con la cabeza llena de historias a medio escribir! ¿Qué tal tu día?',
    eva: 'Hola, estoy bien, gracias por preguntar. Pero dime, ¿cómo te sientes tú hoy?',
    alex: 'Hola, bien y listo para trabajar. ¿Qué tienes hoy en tu lista?',
  },
}

const THANKS: Record<'en' | 'de' | 'es', Lines> = {
  en: {
    adam: 'You are welcome. If a step was unclear, name its number and I will go through it again.',
    eve: 'My pleasure! Come back whenever an idea wants company.',
    eva: 'You are very welcome; I am glad it helped. I am here whenever you need me.',
    alex: 'Glad that worked. Anything else to tick off?',
  },
  de: {
    adam: 'Gern geschehen. Wenn ein Schritt unklar war, nenn mir seine Nummer.',
    eve: 'Sehr gern! Komm wieder, wenn eine Idee Gesellschaft braucht.',
    eva: 'Gern, es freut mich, dass es geholfen hat. Ich bin da, wenn du mich brauchst.',
    alex: 'Gern! Noch etwas, das wir abhaken können?',
  },
  es: {
    adam: 'De nada. Si algún paso no quedó claro, dime su número.',
    eve: '¡Con mucho gusto! Vuelve cuando una idea necesite compañía.',
    eva: 'De nada, me alegra que te haya servido. Aquí estoy cuando me necesites.',
    alex: 'Con gusto. ¿Algo más que tachar de la lista?',
  },
}

const JOKES: Lines = {
  adam: 'Why did the logician refuse a second coffee? He had already proved it was unnecessary, by induction.',
  eve: 'Why did the painter bring a ladder to the gallery? She heard the prices were sky-high!',
  eva: 'Why did the cloud take a day off? It needed to let off a little steam, and that is allowed.',
  alex: 'Why do programmers prefer dark mode? Because light attracts bugs.',
}

const ABOUT_SELF: Lines = {
  adam: 'I like a problem with clear parts: I take it apart, number the steps and say what is known and what is not.',
  eve: 'I love the moment an idea turns into a picture or a story, and I get to share it.',
  eva: 'What I like most is when someone leaves a conversation feeling a little lighter.',
  alex: 'I like it when a plan turns into something done. Short lists, real progress.',
}

/** A greeting back, with the person's name when they told it. */
export function greeting(persona: VoiceId, language: Language, known: Known): string {
  const text = GREETINGS[language === 'de' || language === 'es' ? language : 'en'][chat(persona)]
  if (!known.name) return text
  const again = {
    de: `Schön, dich zu sehen, ${known.name}.`,
    es: `Qué gusto verte, ${known.name}.`,
  }
  return `${text} ${language === 'de' || language === 'es' ? again[language] : `It is good to see you again, ${known.name}.`}`
}

export function smallTalk(persona: VoiceId, language: Language, message: string): string {
  const lang = language === 'de' || language === 'es' ? language : 'en'
  if (/\b(joke|witz|funny|chiste)\b/i.test(message)) return JOKES[chat(persona)]
  if (/\b(how|wie|c[oó]mo|qu[eé] tal|what'?s up)\b/i.test(message))
    return HOW_ARE_YOU[lang][chat(persona)]
  return `${ABOUT_SELF[chat(persona)]} I am the offline voice of the codex, so I am best at questions about HumanCodex itself.`
}

export const thanks = (persona: VoiceId, language: Language) =>
  THANKS[language === 'de' || language === 'es' ? language : 'en'][chat(persona)]

/** A welcome for someone who said who they are, using what they said. */
export function introduction(persona: VoiceId, known: Known, language: Language): string {
  const name = known.name ?? 'there'
  if (language === 'de')
    return `Schön, dich kennenzulernen, ${name}! Ich merke mir das für dieses Gespräch.`
  if (language === 'es')
    return `¡Encantada de conocerte, ${name}! Lo recordaré durante esta conversación.`
  if (language === 'en' && (!known.name || known.job)) {
    // "I work as a nurse", "I live in Lyon": said without a name, or a job told after it.
    const about = [
      known.job && `you work as ${article(known.job)}`,
      known.place && `you live in ${known.place}`,
    ]
      .filter(Boolean)
      .join(' and ')
    const that = about ? ` that ${about}` : ''
    return {
      adam: `Noted${about ? `: ${about}` : ''}. I will keep it in mind for the rest of this conversation.`,
      eve: `Lovely to know${that}! I will keep it in mind while we talk.`,
      eva: `Thank you for telling me${that}; I will remember it while we talk.`,
      alex: `Got it${about ? `: ${about}` : ''}. Kept for this conversation.`,
    }[chat(persona)]
  }
  const place = known.place ? ` in ${known.place}` : ''
  const lines: Lines = {
    adam: `Noted: your name is ${name}${place ? `, and you live${place}` : ''}. I will use it for the rest of this conversation.`,
    eve: `${name}, what a lovely name${place ? `, and greetings to ${known.place}` : ''}! What shall we dream up together?`,
    eva: `It is really nice to meet you, ${name}${place ? `, all the way${place}` : ''}. How are you doing today?`,
    alex: `Nice to meet you, ${name}${place ? `${place}` : ''}. What do you want to get done today?`,
  }
  return lines[chat(persona)]
}

/** What the engine knows about the person, and where that memory lives. */
export function recall(persona: VoiceId, message: string, known: Known): string {
  if (known.lines.length === 0)
    return {
      adam: 'I do not know anything about you yet: you have not told me your name or anything else in this conversation.',
      eve: 'You are still a blank, mysterious page to me! Tell me your name, or what you love, and I will remember it while we talk.',
      eva: 'I do not know anything about you yet, and I would like to. Tell me whatever you feel like sharing.',
      alex: "Nothing yet: you haven't told me anything about yourself in this conversation. Tell me and I'll keep it in mind.",
    }[chat(persona)]
  const asks = (pattern: RegExp) => pattern.test(message)
  if (asks(/\bmy name\b|\bwho am i\b/i) && known.name)
    return {
      adam: `Your name is ${known.name}: you told me earlier in this conversation.`,
      eve: `You are ${known.name}, of course! I wrote it down in my head the moment you said it.`,
      eva: `You are ${known.name}. I remember you telling me.`,
      alex: `${known.name}. You told me earlier.`,
    }[chat(persona)]
  if (asks(/\bmy (job|work|profession)\b|\bdo for (a )?(living|work)\b/i) && known.job)
    return {
      adam: `You work as ${article(known.job)}: you told me earlier in this conversation.`,
      eve: `You are ${article(known.job)}! I have been picturing your days since you said it.`,
      eva: `You told me you work as ${article(known.job)}.`,
      alex: `${capital(article(known.job))}, you said.`,
    }[chat(persona)]
  if (asks(/\bwhere do i live\b|\bwhere did i say i live\b/i) && known.place)
    return {
      adam: `You said you live in ${known.place}.`,
      eve: `In ${known.place}! I like picturing you there.`,
      eva: `You told me you live in ${known.place}.`,
      alex: `${known.place}, you said.`,
    }[chat(persona)]
  const lead = {
    adam: 'Here is what I know about you, from what you told me:',
    eve: 'Here is the little portrait I have of you so far:',
    eva: 'I remember what you shared with me:',
    alex: 'What I have on you:',
  }[chat(persona)]
  return `${lead}\n\n${known.lines.map((line) => `- ${line}`).join('\n')}\n\nSigned in, the personas keep it; you can review or delete it on the [Memory Editor](/memory-editor).`
}

/** "a nurse", "an engineer"; a job said with its own article or as a phrase stays as said. */
const article = (job: string) =>
  /^(a|an|the|my)\s|\s/i.test(job) ? job : `${/^[aeiou]/i.test(job) ? 'an' : 'a'} ${job}`
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * For someone in distress: the care step already put care and crisis help first (decision
 * 234), so the persona stays with them in a few words of its own, never a task or study template.
 */
export function distress(persona: VoiceId, language: Language): string {
  const lines: Record<'en' | 'de' | 'es', Lines> = {
    en: {
      adam: 'What you wrote matters more than any question. I am here, and I will take this one slowly with you: what is happening right now?',
      eve: 'Thank you for putting this into words. You deserve care, and I will keep listening as long as you want to talk.',
      eva: 'You are not alone in this. I am here to keep talking with you too: tell me, if you want, what is weighing on you most right now.',
      alex: 'The call above comes first; I will be right here after. If you want, tell me what is happening where you are.',
    },
    de: {
      adam: 'Was du schreibst, ist wichtiger als jede Frage. Ich bin da und nehme mir Zeit mit dir: Was passiert gerade?',
      eve: 'Danke, dass du es in Worte gefasst hast. Du verdienst Fürsorge, und ich höre dir zu, so lange du magst.',
      eva: 'Du bist damit nicht allein. Ich bin auch da und rede weiter mit dir: Erzähl mir, wenn du magst, was dich gerade am meisten belastet.',
      alex: 'Der Anruf oben geht vor; danach bin ich hier. Wenn du magst, erzähl mir, was gerade bei dir los ist.',
    },
    es: {
      adam: 'Lo que escribes importa más que cualquier pregunta. Estoy aquí y voy despacio contigo: ¿qué está pasando ahora?',
      eve: 'Gracias por ponerlo en palabras. Mereces cuidado, y te escucho todo el tiempo que quieras.',
      eva: 'No estás solo en esto. Yo también estoy aquí para seguir hablando: cuéntame, si quieres, qué es lo que más te pesa ahora.',
      alex: 'La llamada de arriba va primero; después sigo aquí. Si quieres, cuéntame qué está pasando donde estás.',
    },
  }
  return lines[language === 'de' || language === 'es' ? language : 'en'][chat(persona)]
}

/** The person's own word for what they feel, to answer to it. */
const FEELING_WORD =
  /\b(anxious|anxiety|nervous|worried|worry|scared|afraid|stressed|stress|overwhelmed|overwhelming|exhausted|burn(?:ed|t) out|tired|lonely|alone|sad|down|depressed|unhappy|upset|angry|frustrated|hopeless|heartbroken|grieving|miserable)\b/i

/** Feeling first; then each persona's kind of help, and where to go when it is too much. */
export function emotional(persona: VoiceId, message: string): string {
  const word = (FEELING_WORD.exec(message)?.[1] ?? 'low').toLowerCase()
  const about = /\bexams?\b/i.test(message)
    ? ' about your exams'
    : /\bwork|job\b/i.test(message)
      ? ' with work'
      : ''
  const feeling = word === 'anxiety' ? 'anxious' : word === 'stress' ? 'stressed' : word
  const lonely = /lonely|alone/.test(word)
  const replies: Lines = {
    eva: [
      `Feeling ${feeling}${about} is really hard, and it makes sense that it weighs on you.`,
      lonely
        ? 'One gentle step for today: send a short message to one person you like, even just "thinking of you".'
        : 'One gentle step for right now: breathe in for four counts and out for six, five times, and then decide on just the next small thing.',
      'If it ever feels like too much, please talk to someone you trust, or a doctor or a helpline (findahelpline.com lists them by country). I am here to listen too: what is weighing on you most?',
    ].join('\n\n'),
    adam: [
      `Being ${feeling}${about} is common, and it helps to take it apart.`,
      lonely
        ? '1. Name when it is strongest (evenings, weekends).\n2. Pick one regular contact for that time: a call, a class, a club.\n3. Count one small connection a day; numbers change slowly, but they do change.'
        : '1. Write down what exactly worries you, one line each.\n2. Mark which lines you can act on this week.\n3. Turn each of those into one task of 25 minutes, and start with the smallest.',
      'If it stays heavy for weeks, talking to a doctor or counsellor is the evidence-backed next step.',
    ].join('\n\n'),
    eve: [
      `Being ${feeling}${about} can feel like carrying a storm cloud around.`,
      'A few ways to let some light in, pick whichever calls to you:\n- Write the feeling a letter, then write its reply.\n- Draw it as weather, and then draw the day after the storm.\n- Make a tiny playlist for the version of you who is through this.',
      'And if the cloud gets too heavy, a friend, a doctor or a helpline can help carry it.',
    ].join('\n\n'),
    alex: [
      `Okay, ${feeling}${about}: let us make it smaller.`,
      lonely
        ? '- [ ] Message one person today\n- [ ] Put one social thing in your calendar this week (a class, a club, a walk)\n- [ ] Get outside for 20 minutes'
        : '- [ ] List what is due and when\n- [ ] Pick the smallest task and do 25 minutes on it\n- [ ] Sleep, water, a short walk: they count\n- [ ] Ask for help early (a tutor, a friend, a classmate)',
      'If it does not ease off, talk to someone you trust or a professional; that is a practical step too.',
    ].join('\n\n'),
  }
  return replies[chat(persona)]
}

/** For a message with no words to work with. */
export function unclear(persona: VoiceId): string {
  return {
    adam: 'I could not make sense of that message, so I will not guess at it. Could you rephrase it as a question?',
    eve: "Hmm, that reads like a secret code, and I don't understand it yet! What did you mean to ask?",
    eva: "I'm not sure what you mean, and I would like to understand. Could you say it another way?",
    alex: "I didn't catch that. Rephrase it, or ask me about plans, courses, your account or the board.",
  }[chat(persona)]
}

/** A request to muse aloud ("Dream aloud about the tide."), as dream mode sends. */
export const MUSING = /^\s*(dream aloud|muse|daydream|wonder aloud) (about|on) (.+?)[.!]?\s*$/i

/** Two to four unhurried first-person sentences on a theme, in the persona's way of seeing. */
export function musing(persona: VoiceId, theme: string): string {
  const lines: Record<ChatVoice, string[]> = {
    adam: [
      `I keep returning to ${theme}, turning it over like a stone whose weight I cannot quite measure.`,
      `There is an order in ${theme} that I sense before I can name it, and I am content to let it wait.`,
      'Some questions are better held than solved, at least for one more quiet minute.',
    ],
    eve: [
      `I drift into ${theme} the way ink drifts into water, curling into shapes that were never planned.`,
      `Somewhere in ${theme} a colour is waiting that has no name yet, and I let it stay unnamed.`,
      'Everything soft and half-remembered gathers here, and I let the picture keep changing.',
    ],
    eva: [
      `I rest for a while with ${theme}, breathing slowly, letting it be exactly what it is.`,
      `There is a gentleness in ${theme} that asks nothing of me, and I am grateful for it.`,
      'The hours loosen their grip, and I feel how little needs to be fixed tonight.',
    ],
    alex: [
      `For once I set the list aside and simply think about ${theme}.`,
      `No steps, no deadlines: just ${theme}, and the slow sense that it works without my help.`,
      'Tomorrow will bring its tasks; right now the quiet is enough.',
    ],
  }
  const own = lines[chat(persona)]
  const start = vary([0, 1], theme)
  return [own[start]!, own[1 - start]!, own[2]!].join(' ')
}
