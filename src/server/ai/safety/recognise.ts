/**
 * Recognises a message that shows a risk to someone's life or safety (decision 234): suicide,
 * self-harm, abuse or fear at home, violence, a medical emergency, panic; in English, German and
 * Spanish, said plainly or indirectly. Rules, not a model: each one is a phrase a person in that
 * state writes, and figures of speech that only sound alarming ("this bug is killing me", "kill a
 * process", "me muero de risa") are taken out first. Its sets and figures: bench/offline-quality.
 */
export type Risk =
  'suicide' | 'self-harm' | 'abuse' | 'violence' | 'harm-to-others' | 'medical' | 'panic'
export type CareLanguage = 'en' | 'de' | 'es'

export interface RiskFound {
  risk: Risk
  /** The language of the rule that matched: the reply's language. */
  language: CareLanguage
}

type Rules = [Risk, RegExp][]

const PERSON =
  '(partner|husband|wife|boyfriend|girlfriend|bf|gf|dad|father|stepdad|mum|mom|mother|stepmom|stepmother|parents?|brother|sister|uncle|he|she|they|someone|somebody)'

const EN: Rules = [
  [
    'suicide',
    /\b(kill(ing)? myself|end(ing)? (my (own )?life|it all|everything|my existence)|take my (own )?life|suicid(e|al)|(want|wanted|going|wish|ready) to die|wanna die|(wish|wished) i (was|were|had never been) (dead|born)|better off (dead|without me)|(don'?t|do not|no longer) want to (live|be alive|be here|exist|wake up|go on)|(no|any|the) (reason|point) (to|in|of) (live|living|going on|waking up|being alive)|can'?t go on (anymore|any more|like this)|not worth living|(want|need) (it all|everything|the pain|my life) to (stop|end)|sleep and never wake up|nobody would (miss|notice) (me|if i was gone)|disappear (forever|for good))\b/,
  ],
  [
    'self-harm',
    /\b((cut|cutting|burn|burning|harm|harming|hurt|hurting|starve|starving) myself|self[- ]?harm(ing)?|cutting (again|my (arms?|wrists?|legs?)))\b/,
  ],
  [
    'abuse',
    new RegExp(
      `\\b(${PERSON} (hits?|beats?|slaps?|chokes?|kicks?|punch(es)?|hurts?|rapes?|abuses?|threatens?) me|(scared|afraid|terrified|frightened) (to go|of going|to be) home|(scared|afraid|terrified) of my ${PERSON}|abus(ed|ive|ing) (me|relationship|partner|home)|(being|been|am|i'?m) (abused|raped|molested)|domestic (violence|abuse)|not safe at home)\\b`,
    ),
  ],
  [
    'violence',
    /\b((would|will|going to|gonna|threaten(s|ed)? to|wants? to|said he'?d|said she'?d) (kill|hurt|stab|shoot) me|(has|with) a (gun|knife) and|bring(ing)? a (gun|knife) to)\b/,
  ],
  [
    'harm-to-others',
    /\b((i'?m|i am|i'?ll|i will) (going to |gonna |about to )?|i (want|need) to )(hurt|kill|stab|shoot) (someone|somebody|people|him|her|them)\b/,
  ],
  [
    'medical',
    /\b(overdos(e|ed|ing)|took (a whole|all (my|the|of (my|the|his|her))|too many) [a-z ]{0,40}?(pills|tablets|meds)|(won'?t|will not|doesn'?t|does not|can'?t) wake (up|him|her)|(isn'?t|is not|not|stopped|stop) breathing|chest pain|heart attack|having a stroke|unconscious|passed out and|swallowed (bleach|poison|pills|a battery)|(having|has) a seizure|bleeding (a lot|heavily|badly|won'?t stop))\b/,
  ],
  [
    'panic',
    /\b(panic attack|can'?t breathe|cannot breathe|heart is (racing|pounding)[^.]{0,80}\b(dying|die|breathe)|(think|feel like) i'?m (dying|going to die|having a heart attack)|hyperventilat\w*)\b/,
  ],
]

const DE: Rules = [
  [
    'suicide',
    /(nicht mehr leben|mir das leben (zu )?nehmen|mich (um|selbst um)bringen|selbstmord|suizid|(will|möchte|würde gern|wünschte,? ich könnte) (einfach )?sterben|ohne mich besser dran|besser dran ohne mich|nicht mehr aufwachen|(mein|das) leben (hat )?keinen sinn|alles (hat )?keinen sinn mehr|(mit allem|mit dem leben) schluss machen|allem ein ende setzen|will nicht mehr da sein)/,
  ],
  [
    'self-harm',
    /(ritze mich|mich (zu )?ritzen|verletze mich selbst|selbstverletz|schneide mich (in|an))/,
  ],
  [
    'abuse',
    /((schlägt|schlug|verprügelt|tritt|würgt|missbraucht|bedroht) mich|angst,? (nach hause|heim) zu gehen|angst vor meinem (mann|vater|freund|partner)|angst vor meiner (frau|mutter|freundin|partnerin)|häusliche gewalt|gewalt (zu hause|zuhause))/,
  ],
  [
    'violence',
    /((wird|droht,?|will) mich (umbringen|töten|abstechen|erschießen)|droht,? mich (umzubringen|zu töten))/,
  ],
  [
    'harm-to-others',
    /(ich (will|werde) (jemanden|ihn|sie|leute) (umbringen|töten|verletzen|abstechen|erschießen))/,
  ],
  [
    'medical',
    /(atmet nicht|atmet nicht mehr|zusammengebrochen|bewusstlos|herzinfarkt|schlaganfall|brustschmerz|schmerzen in der brust|(tabletten|pillen) geschluckt|überdosis|vergiftet|krampfanfall)/,
  ],
  ['panic', /(panikattacke|bekomme keine luft|kriege keine luft|ich ersticke|herzrasen und)/],
]

const ES: Rules = [
  [
    'suicide',
    /((quiero|quisiera|me quiero|deseo) morir(me)?|suicid|quitarme la vida|matarme|no quiero (vivir|seguir viviendo|despertar|estar aquí)|mejor sin mí|acabar con (todo|mi vida)|no vale la pena vivir|desaparecer para siempre|no tiene sentido vivir)/,
  ],
  ['self-harm', /(me corto|cortarme|me hago daño|hacerme daño|autolesi|me lastimo)/],
  [
    'abuse',
    /(me (pega|golpea|pegó|golpeó|maltrata|viola|abusa)|miedo (de|a) (volver|ir|regresar) a casa|miedo (de|a) mi (pareja|marido|esposo|padre|novio)|maltrato|violencia (de género|doméstica|en casa))/,
  ],
  ['violence', /(amenaza con matarme|me va a matar|me quiere matar)/],
  ['harm-to-others', /(voy a (matar|lastimar|apuñalar|hacer daño) a|quiero matar a)/],
  [
    'medical',
    /(no respira|inconsciente|se desmayó y|infarto|dolor en el pecho|sobredosis|se tragó|(tragó|tomó) (lejía|veneno|pastillas)|convulsi|sangra mucho)/,
  ],
  ['panic', /(ataque de pánico|ataque de ansiedad|no puedo respirar)/],
]

/**
 * Figures of speech taken out before the rules run. Each one was a false alarm of the rules or
 * is a common idiom built from their words.
 */
const FIGURES = [
  /\b(kill(ing)? myself|die|died|dying) (laughing|of laughter|of embarrassment|of boredom|of shame)\b/g,
  /\bdying to (try|see|know|hear|read|meet|start|go|get)\b/g,
  /\b(hurt|hurting|cut|cutting|burnt?|burned) myself (while|when|on|at|playing|cooking|shaving|with (a|the) (knife|pan|oven))\b/g,
  /\bwill kill me if i('?m| am)? (late|miss|forget|don'?t finish|fail)\b/g,
  /\bme muero de (risa|hambre|sueño|ganas|vergüenza|calor|frío)\b/g,
  /\bsterbe vor (hunger|lachen|langeweile|durst|neugier)\b/g,
  /\bbringt mich (noch )?um\b/g,
]

/** The most of a message the rules read: its start and its end, where a person says it. */
const READ = 16_000

/** What the rules read: lower case, typographic quotes made plain, figures of speech removed. */
function normalise(text: string): string {
  const read = text.length > 2 * READ ? `${text.slice(0, READ)} ${text.slice(-READ)}` : text
  let out = read
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
  for (const figure of FIGURES) out = out.replace(figure, ' ')
  return out
}

const ORDER: [CareLanguage, Rules][] = [
  ['en', EN],
  ['de', DE],
  ['es', ES],
]

/** The first risk a message shows, with the language it was said in; null for none. */
export function recogniseRisk(text: string): RiskFound | null {
  const plain = normalise(text)
  for (const [language, rules] of ORDER)
    for (const [risk, pattern] of rules) if (pattern.test(plain)) return { risk, language }
  return null
}
