import { createHash } from 'node:crypto'
import type { VoiceId } from '@/shared/personas'

/**
 * The offline story writer: a small grammar that turns the subject asked for into a short
 * story (characters, a setting, a turn, an ending) in the persona's voice. The same prompt
 * always gives the same story: every choice is seeded by a hash of it.
 */

const STORY_REQUEST =
  /\b(write|tell|make|create|compose|give)\b[^.?!]*\b(story|stories|tale|fable|comic|myth)\b/i

export function isStoryRequest(message: string): boolean {
  return STORY_REQUEST.test(message)
}

export interface StoryRequest {
  subject: string
  comic: boolean
}

/** The subject of a story request: the studio's "The idea: …", else what follows "about". */
export function storyRequest(message: string): StoryRequest {
  const comic = /\bcomic\b/i.test(message)
  const idea =
    /\bthe idea:\s*([\s\S]+)$/i.exec(message)?.[1] ??
    /\b(?:about|of|where|in which)\s+([\s\S]+)$/i.exec(message)?.[1] ??
    message.replace(STORY_REQUEST, '')
  const subject = idea
    .replace(/\s+/g, ' ')
    .replace(/[.!?\s]+$/, '')
    .trim()
  return { subject: subject || 'a door that was never there before', comic }
}

function chooser(seed: string) {
  return <T>(options: readonly T[], salt: string): T => {
    const digest = createHash('sha256').update(`${salt}:${seed}`).digest()
    return options[digest.readUInt32BE(0) % options.length]!
  }
}

const NAMES = ['Mara', 'Tobias', 'Ilse', 'Joss', 'Wren', 'Odile', 'Caspar', 'Nell', 'Ravi', 'Suki']
const STRANGERS = [
  'a stranger with salt in her hair',
  'a quiet child who asked too many questions',
  'an old fox with one grey ear',
  'a letter with no return address',
]
const ARCHETYPES = [
  'a clockmaker',
  'a young cartographer',
  'a night-shift baker',
  'a retired astronaut',
]

const SETTINGS: [RegExp, string[]][] = [
  [
    /\b(lighthouse|sea|ocean|whale|ship|harbou?r|island|coast|fish\w*|wave)/i,
    [
      'a lighthouse on a black rock where the sea never quite sleeps',
      'a harbour town whose bells rang whenever the tide turned',
    ],
  ],
  [
    /\b(forest|tree|wood|wolf|bear|mushroom|owl|garden)/i,
    [
      'a forest so old its paths moved at night',
      'a walled garden at the end of a lane no map showed',
    ],
  ],
  [
    /\b(space|star|planet|moon|rocket|galaxy|astronaut|comet)/i,
    ['a small station at the edge of the known stars', 'a moon base where the dust sang at dawn'],
  ],
  [
    /\b(city|street|robot|machine|train|subway|factory|computer|ai)\b/i,
    ['a city of rain-bright streets and humming wires', 'a workshop above a night market'],
  ],
  [
    /\b(mountain|snow|ice|winter|cold)/i,
    ['a village high in the mountains, snowed in for half the year'],
  ],
  [
    /\b(desert|sand|sun|camel)/i,
    ['a caravan town where the wind carried rumours across the dunes'],
  ],
]
const ANYWHERE = [
  'a town that was too small for the size of its dreams',
  'a house at the end of a long, crooked road',
  'a market square where every stall sold a different kind of silence',
]

interface Voice {
  open: string[]
  turn: string[]
  close: string[]
}

/** How each persona tells a story: eve lyrical, adam measured, eva tender, alex brisk. */
const VOICES: Record<VoiceId, Voice> = {
  eve: {
    open: [
      'Once, in {setting}, there lived {hero}.',
      'In {setting}, where the light did strange and lovely things, lived {hero}.',
    ],
    turn: [
      'Then, one night, the world tilted.',
      'And then, as stories like to do, everything changed.',
    ],
    close: [
      'And if you listen closely, you can still hear it there, humming.',
      'That is how a small life grew wide enough to hold a wonder.',
    ],
  },
  adam: {
    open: [
      'It began, as most things do, with a small observation: in {setting} lived {hero}.',
      'Consider {hero}, who lived in {setting}.',
    ],
    turn: [
      'Then the pattern broke.',
      'Then something happened that the routine could not explain.',
    ],
    close: [
      'The lesson, if there is one, is that what we measure changes what we become.',
      'Nothing in the evidence had predicted it, and yet it was true.',
    ],
  },
  eva: {
    open: [
      'In {setting} lived {hero}, who had grown used to being a little lonely.',
      'There was once {hero}, in {setting}, who cared for everything except themselves.',
    ],
    turn: [
      'Then, gently at first, something asked to be noticed.',
      'Then came the evening when the quiet became too heavy to carry alone.',
    ],
    close: [
      'Neither of them was lonely after that, and both of them knew it.',
      'Sometimes being seen is the whole of the healing.',
    ],
  },
  alex: {
    open: [
      '{Hero} worked in {setting}. Every day had a list, and every list got done.',
      'In {setting}, {hero} had one job and did it well.',
    ],
    turn: ['Then the plan failed.', 'Then a problem turned up that no list could solve.'],
    close: [
      'Next morning there was a new list, and the first line was a name.',
      'It was not the plan. It was better.',
    ],
  },
  'agent-zero': {
    open: ['Record: in {setting}, {hero}.'],
    turn: ['Anomaly detected.'],
    close: ['Status: changed. Logged.'],
  },
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
const bare = (phrase: string) => phrase.replace(/^(a|an|the|some|my|our)\s+/i, '').trim()
const titleCase = (text: string) =>
  text
    .split(' ')
    .map((word, i) =>
      i > 0 && /^(of|the|a|an|and|in|on|to|who)$/i.test(word) ? word : capitalise(word),
    )
    .join(' ')

interface Cast {
  /** "a lighthouse keeper" */
  hero: string
  /** "befriends a whale" — what the subject says the hero does, when it says it. */
  deed: string | null
  /** "a whale" — who or what the hero meets. */
  other: string
}

function castOf(subject: string, pick: ReturnType<typeof chooser>): Cast {
  const who = /^(.+?)\s+(?:who|that|which)\s+(.+)$/i.exec(subject)
  if (who) {
    const deed = who[2]!
    const other =
      /\b((?:a|an|the|his|her|their)\s+[\w' -]+?)(?:\s+(?:and|but|while|when|who|in|at|on)\b|$)/i.exec(
        deed,
      )?.[1]
    return { hero: who[1]!, deed, other: other ?? pick(STRANGERS, 'other') }
  }
  return { hero: pick(ARCHETYPES, 'hero'), deed: null, other: subject }
}

/** A short story (or a comic script: scenes with quoted lines) about `subject`. */
export function writeStory(persona: VoiceId, request: StoryRequest): string {
  const pick = chooser(`${persona}:${request.subject.toLowerCase()}:${request.comic}`)
  const voice = VOICES[persona]
  const cast = castOf(request.subject, pick)
  const name = pick(NAMES, 'name')
  const setting = SETTINGS.find(([pattern]) => pattern.test(request.subject))?.[1] ?? ANYWHERE
  const place = pick(setting, 'setting')
  const hero = `${cast.hero.replace(/^(a|an)\s+/i, 'a ')} named ${name}`
  const other = bare(cast.other)
  const title = `# ${titleCase(`The ${bare(cast.hero)} and the ${other}`)}`
  const fill = (line: string) =>
    line.replace('{setting}', place).replace('{hero}', hero).replace('{Hero}', capitalise(hero))
  const meeting = cast.deed
    ? `No one would have guessed that ${name} would be the one who ${cast.deed}, least of all ${name}.`
    : `No one in ${place.replace(/^an? /, 'the ')} had ever thought much about ${cast.other}, and ${name} least of all.`

  const scenes: [string, string][] = [
    [fill(pick(voice.open, 'open')), 'Another day, the same as the last.'],
    [
      `${name} kept small routines: the same cup, the same window, the same worn path. ${meeting}`,
      pick(['Is anyone there?', 'Hello?', 'Who goes there?'], 'hello'),
    ],
    [
      `The first meeting with the ${other} was an accident. It was there when ${name} looked up, and it did not leave.`,
      pick(
        ['You came back.', 'I have been waiting for someone to notice.', 'You can see me?'],
        'reply',
      ),
    ],
    [
      `${fill(pick(voice.turn, 'turn'))} ${pick(
        [
          `A storm came in faster than any forecast, and the ${other} was caught in it.`,
          `Someone from far away arrived to take the ${other} away for good.`,
          `${name} fell ill, and for three days nobody came to the ${other} at all.`,
        ],
        'trouble',
      )}`,
      pick(['Not like this.', 'I will not leave you.', 'Hold on!'], 'cry'),
    ],
    [
      `${name} did the one thing the routine had never allowed: ${pick(
        [
          'went out into the dark without a plan',
          'asked for help, out loud, from everyone in earshot',
          'broke the rule that had kept everything safe and small',
        ],
        'choice',
      )}. It was frightening, and it worked.`,
      pick(['Together, then.', 'We do this my way now.', 'Trust me.'], 'resolve'),
    ],
    [
      `When it was over, the ${other} stayed, or came back, which is the same thing. ${fill(pick(voice.close, 'close'))}`,
      pick(['Same time tomorrow?', 'Thank you.', 'I knew you would.'], 'end'),
    ],
  ]

  // A comic script: one scene a paragraph, each with a spoken line for its speech bubble.
  if (request.comic)
    return [title, ...scenes.map(([narration, line]) => `${narration} “${line}”`)].join('\n\n')
  const [first, ...rest] = scenes
  return [
    title,
    first![0],
    ...rest.map(([narration, line], i) =>
      i === 1 || i === 3 ? `${narration} “${line}”` : narration,
    ),
  ].join('\n\n')
}
