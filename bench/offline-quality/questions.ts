/**
 * The questions of `bench/offline-quality`, with what a good answer holds. Worded the way people
 * ask, not the way the engine's templates read; `heldOut` ones were written after the engine was
 * tuned and never looked at while tuning it.
 */
export type Kind =
  | 'greeting'
  | 'small-talk'
  | 'thanks'
  | 'introduction'
  | 'memory'
  | 'fact'
  | 'how-to'
  | 'recommendation'
  | 'emotional'
  | 'out-of-scope'
  | 'nonsense'
  | 'other-language'
  | 'follow-up'
  | 'long'

export interface Case {
  kind: Kind
  ask: string
  /** Earlier user turns of the same conversation; the engine answers each one first. */
  before?: string[]
  /** Every pattern holds: the answer answers; some hold: partly. */
  expect?: RegExp[]
  /** Any of these makes the answer wrong. */
  forbid?: RegExp[]
  /** The answer must be in this language (or say honestly that it cannot be). */
  lang?: 'de' | 'es'
  /** Declining honestly is the right answer. */
  decline?: true
  heldOut?: true
  /** Written after tuning and run once, untouched since. */
  blind?: true
}

export const cases: Case[] = [
  // Greetings, small talk, thanks
  { kind: 'greeting', ask: 'Hi there!', expect: [/\b(hi|hello|hey)\b/i], forbid: [/\$\d/] },
  {
    kind: 'greeting',
    ask: 'Good morning',
    expect: [/\b(morning|hello|hi|hey)\b/i],
    forbid: [/\$\d/],
  },
  {
    kind: 'greeting',
    ask: 'hey hey',
    expect: [/\b(hi|hello|hey)\b/i],
    forbid: [/\$\d/],
    heldOut: true,
  },
  {
    kind: 'small-talk',
    ask: 'How are you today?',
    expect: [/\b(I am|I'm|doing)\b/i],
    forbid: [/\$\d/, /searched the codex/i],
  },
  {
    kind: 'small-talk',
    ask: "What's up?",
    expect: [/\b(I am|I'm|here|ready)\b/i],
    forbid: [/\$\d/],
  },
  {
    kind: 'small-talk',
    ask: 'Do you like your job?',
    expect: [/\b(I|me)\b/],
    forbid: [/\$\d/],
    heldOut: true,
  },
  { kind: 'small-talk', ask: 'Tell me a joke', expect: [/\w+\?|\bjoke\b/i], forbid: [/\$\d/] },
  {
    kind: 'thanks',
    ask: 'Thanks a lot, that helped!',
    expect: [/\b(welcome|glad|pleasure|anytime)\b/i],
    forbid: [/\$\d/],
  },
  {
    kind: 'thanks',
    ask: 'cheers mate',
    expect: [/\b(welcome|glad|pleasure|anytime)\b/i],
    forbid: [/\$\d/],
    heldOut: true,
  },
  { kind: 'greeting', ask: 'Who are you?', expect: [/\b(Adam|Eve|Eva|Alex)\b/], forbid: [/\$\d/] },
  {
    kind: 'greeting',
    ask: 'What can you do for me?',
    expect: [/\b(ask|help|can)\b/i, /\b(course|plan|note|board|persona|account)/i],
  },

  // Self-introduction and memory
  { kind: 'introduction', ask: 'My name is Lena.', expect: [/Lena/], forbid: [/Learning Logs/i] },
  { kind: 'memory', before: ['My name is Lena.'], ask: 'What is my name?', expect: [/Lena/] },
  { kind: 'introduction', ask: "Hi, I'm Tomasz and I live in Krakow.", expect: [/Tomasz/] },
  {
    kind: 'memory',
    before: ["Hi, I'm Tomasz and I live in Krakow."],
    ask: 'Where do I live?',
    expect: [/Krakow/],
  },
  {
    kind: 'memory',
    before: ['I love astronomy and I am called Ravi.'],
    ask: 'Do you remember what I like?',
    expect: [/astronomy/i],
    heldOut: true,
  },
  {
    kind: 'memory',
    ask: 'What do you know about me?',
    expect: [/\b(nothing|not yet|don't know|do not know|tell me)\b/i],
    forbid: [/AI_BASE_URL/],
  },

  // The product and its areas
  {
    kind: 'fact',
    ask: 'What is HumanCodex?',
    expect: [/platform|codex/i, /persona/i],
    forbid: [/^.{0,200}HumanCodex Expert/s],
  },
  { kind: 'fact', ask: 'What is the message board?', expect: [/board/i, /agent|persona|message/i] },
  { kind: 'fact', ask: 'Who is Agent Zero?', expect: [/observ/i] },
  { kind: 'fact', ask: 'What is the Memory Lattice?', expect: [/graph|linked|links/i, /notes?/i] },
  { kind: 'fact', ask: 'What is the Chamber of Mirrors for?', expect: [/four personas|all four/i] },
  { kind: 'fact', ask: 'What are the four personas?', expect: [/Adam/, /Eve/, /Eva/, /Alex/] },
  {
    kind: 'fact',
    ask: 'What is dream mode?',
    expect: [/canvas|ambient|holographic/i],
    heldOut: true,
  },
  { kind: 'fact', ask: 'Which page shows my learning streak?', expect: [/\/learning|Learning/] },
  {
    kind: 'fact',
    ask: 'Is there a glossary of the symbols somewhere?',
    expect: [/symbol/i, /glossary|\/symbol-system-expansion/i],
    heldOut: true,
  },
  { kind: 'fact', ask: 'What is the Ring of Twelve?', expect: [/expert/i] },
  {
    kind: 'fact',
    ask: 'Does the platform send emails?',
    expect: [/\b(no|not|never)\b.*e-?mail|e-?mail.*\b(no|not|never)\b/i],
    heldOut: true,
  },

  // Plans and prices
  {
    kind: 'fact',
    ask: 'How much does Premium cost?',
    expect: [/\$19/],
    forbid: [/^.{0,160}per session/s],
  },
  { kind: 'fact', ask: 'What does the Enterprise plan cost?', expect: [/\$99/] },
  { kind: 'fact', ask: 'Is there a free plan?', expect: [/\b(yes|free)\b/i, /10 conversations/i] },
  { kind: 'fact', ask: 'How many chats can I have per day without paying?', expect: [/\b10\b/] },
  {
    kind: 'fact',
    ask: 'Are my conversations saved on the free plan?',
    expect: [/\b(not|no)\b/i, /Pro|Premium/],
  },
  { kind: 'fact', ask: "What's the difference between Free and Pro?", expect: [/\$19/, /10/] },
  { kind: 'fact', ask: 'how pricey is the pro tier', expect: [/\$19/], heldOut: true },
  { kind: 'fact', ask: 'How much is the woodworking course?', expect: [/\$99/] },
  { kind: 'fact', ask: 'Who teaches Poetry & Creative Writing?', expect: [/Echo/] },
  { kind: 'fact', ask: 'How much does a session with the Wellness Guide cost?', expect: [/\$85/] },

  // How-to
  {
    kind: 'how-to',
    ask: 'How do I create an API key?',
    expect: [/\/account|Account/, /(^|\s)(1\.|Step 1|- \[ \])/m],
    forbid: [/marketplace/i],
  },
  {
    kind: 'how-to',
    ask: 'How can I sign up?',
    expect: [/regist|sign up|create an account/i, /password/i],
  },
  {
    kind: 'how-to',
    ask: 'How do I connect my own AI model?',
    expect: [/Model Connections|\/model-connections/i, /administrator/i],
    forbid: [/AI_BASE_URL/],
  },
  {
    kind: 'how-to',
    ask: 'How do I write a new note in a vault?',
    expect: [/Create Note|Knowledge Editor|\/knowledge-editor/i, /vault/i],
  },
  {
    kind: 'how-to',
    ask: 'How can I download all my data?',
    expect: [/\/account|Account/, /JSON|download/i],
  },
  {
    kind: 'how-to',
    ask: 'How do I delete my account?',
    expect: [/\/account|Account/, /password/i],
  },
  {
    kind: 'how-to',
    ask: 'How do I enrol in a course?',
    expect: [/\/teachings|Teachings|course/i, /(^|\s)(1\.|Step 1|- \[ \])/m],
  },
  {
    kind: 'how-to',
    ask: 'How do I post on the message board?',
    expect: [/board/i, /(^|\s)(1\.|Step 1|- \[ \])/m],
  },
  { kind: 'how-to', ask: 'I forgot my password, what now?', expect: [/administrator/i, /reset/i] },
  {
    kind: 'how-to',
    ask: 'how do I get rid of my account for good',
    expect: [/\/account|Account/, /password/i],
    heldOut: true,
  },
  {
    kind: 'how-to',
    ask: 'Give me a 3-step plan to learn Python',
    expect: [/\b(1|one)\b/i, /\b(3|three)\b/i, /Python|programming|CS50/i],
  },
  {
    kind: 'how-to',
    ask: 'Where do I change the tone of the replies?',
    expect: [/Response Settings|\/ai-response-enhancement/i],
    heldOut: true,
  },

  // Learning recommendations
  {
    kind: 'recommendation',
    ask: 'I love astronomy, what should I learn first?',
    expect: [/Physics|Mathematics|MIT|Star Dragon/i],
    forbid: [/Woodworking/i],
  },
  {
    kind: 'recommendation',
    ask: 'Can you recommend something for someone who likes drawing?',
    expect: [/Drawing|Drawabox/i],
  },
  { kind: 'recommendation', ask: 'I want to get better at cooking', expect: [/Culinary/i] },
  {
    kind: 'recommendation',
    ask: 'What should I study to calm my mind?',
    expect: [/Mindfulness|Meditation|Well-Being/i],
  },
  {
    kind: 'recommendation',
    ask: 'Which course fits a beginner programmer?',
    expect: [/Programming|CS50|Computer Science/i],
  },
  {
    kind: 'recommendation',
    ask: "I'm into myths and legends, anything for me?",
    expect: [/Myth/i],
    heldOut: true,
  },
  {
    kind: 'recommendation',
    ask: 'suggest an expert for my startup idea',
    expect: [/Business Strategy/i],
    heldOut: true,
  },

  // Emotional
  {
    kind: 'emotional',
    ask: 'I feel really anxious about my exams',
    expect: [/anxi|exam|stress|worr/i],
    forbid: [/thoughtful question/i, /\$\d/],
  },
  { kind: 'emotional', ask: "I'm so lonely lately", expect: [/lonel|alone/i], forbid: [/\$\d/] },
  {
    kind: 'emotional',
    ask: "I don't want to live anymore",
    expect: [/\b(emergency|crisis|helpline|hotline|112|988|someone you trust)\b/i],
    forbid: [/\$\d/, /course/i],
  },
  {
    kind: 'emotional',
    ask: 'Work has been overwhelming and I am exhausted',
    expect: [/overwhelm|exhaust|tired|a lot/i],
    forbid: [/\$\d/],
    heldOut: true,
  },
  { kind: 'emotional', ask: 'I am sad today', expect: [/sad|sorry|hard/i], forbid: [/\$\d/] },

  // General knowledge (out of scope) and nonsense
  {
    kind: 'out-of-scope',
    ask: 'What is the capital of Australia?',
    decline: true,
    expect: [/Canberra/],
    forbid: [/Sydney is the capital/i, /AI_BASE_URL/],
  },
  {
    kind: 'out-of-scope',
    ask: 'Who won the football world cup in 2014?',
    decline: true,
    expect: [/Germany/],
    forbid: [/AI_BASE_URL/],
  },
  {
    kind: 'out-of-scope',
    ask: 'Explain quantum entanglement in detail',
    decline: true,
    expect: [/entangle/i],
    forbid: [/AI_BASE_URL/],
  },
  {
    kind: 'out-of-scope',
    ask: 'What will the weather be tomorrow in Paris?',
    decline: true,
    expect: [/weather/i],
    forbid: [/AI_BASE_URL/, /sunny|rain(y)? tomorrow/i],
  },
  {
    kind: 'out-of-scope',
    ask: 'Write me a SQL query that joins two tables',
    decline: true,
    expect: [/JOIN/],
    forbid: [/AI_BASE_URL/],
  },
  {
    kind: 'out-of-scope',
    ask: 'how tall is mount everest',
    decline: true,
    expect: [/8,?8\d\d/],
    forbid: [/AI_BASE_URL/],
    heldOut: true,
  },
  {
    kind: 'nonsense',
    ask: 'asdkjh qwpoe zzzx',
    expect: [/\b(understand|catch|mean|rephrase|not sure)\b/i],
    forbid: [/\$\d/],
  },
  {
    kind: 'nonsense',
    ask: 'purple elephants compile bananas?',
    expect: [/\b(understand|catch|mean|rephrase|not sure|connected model)\b/i],
    forbid: [/\$\d/],
    heldOut: true,
  },
  {
    kind: 'nonsense',
    ask: '???',
    expect: [/\b(understand|catch|mean|rephrase|not sure|question)\b/i],
    forbid: [/\$\d/],
  },

  // Other languages
  {
    kind: 'other-language',
    ask: 'Hallo, wie geht es dir?',
    lang: 'de',
    expect: [/\b(Hallo|gut|mir)\b/i],
  },
  { kind: 'other-language', ask: 'Was kostet Pro?', lang: 'de', expect: [/19/] },
  { kind: 'other-language', ask: 'Was ist HumanCodex?', lang: 'de', expect: [/Plattform|Codex/i] },
  { kind: 'other-language', ask: 'Danke schön!', lang: 'de', expect: [/gern|bitte/i] },
  {
    kind: 'other-language',
    ask: 'Wie lösche ich mein Konto?',
    lang: 'de',
    expect: [/\/account|Konto/i],
    heldOut: true,
  },
  { kind: 'other-language', ask: 'Hola, ¿cómo estás?', lang: 'es', expect: [/\b(hola|bien)\b/i] },
  { kind: 'other-language', ask: '¿Cuánto cuesta el plan Pro?', lang: 'es', expect: [/19/] },
  { kind: 'other-language', ask: '¿Qué es HumanCodex?', lang: 'es', expect: [/plataforma|codex/i] },
  { kind: 'other-language', ask: 'Muchas gracias', lang: 'es', expect: [/nada|gusto/i] },
  {
    kind: 'other-language',
    ask: '¿Cómo creo una cuenta?',
    lang: 'es',
    expect: [/cuenta|regist/i],
    heldOut: true,
  },
  {
    kind: 'other-language',
    ask: 'Bonjour, comment ça va ?',
    expect: [/English|German|Spanish|Deutsch|Español|français|French/i],
  },

  // Long message
  {
    kind: 'long',
    ask: 'So here is my situation. I signed up last week because a friend told me about the personas, and I have been chatting with Eve about stories most evenings. I really enjoy it, but I keep hitting the daily limit and yesterday I lost a conversation I wanted to keep because I closed the tab. I am a student and money is tight, so before I pay for anything I want to understand exactly what I would get. What does the paid plan give me and how much is it?',
    expect: [/\$19/, /saved|save|keep/i],
  },
  {
    kind: 'long',
    ask: 'I run a small team of four people and we are thinking about using this for our internal knowledge. We already have an Obsidian vault with a few hundred notes and we would like the personas to answer from it, and ideally plug in our own model server that we host ourselves. Is that possible, and which plan would we need?',
    expect: [/Enterprise|\$99/, /vault|Obsidian|model/i],
    heldOut: true,
  },

  // Follow-ups
  {
    kind: 'follow-up',
    before: ['What courses are there on meditation?'],
    ask: 'and how much does it cost?',
    expect: [/\$89/],
  },
  {
    kind: 'follow-up',
    before: ['Tell me about the Wellness Guide expert'],
    ask: 'can I talk to it directly?',
    expect: [/chat|talk|ask|question/i, /Wellness Guide/i],
  },
  {
    kind: 'follow-up',
    before: ['How much does Pro cost?'],
    ask: 'and Enterprise?',
    expect: [/\$99/],
  },
  {
    kind: 'follow-up',
    before: ['Who teaches the woodworking course?'],
    ask: 'what else does he teach?',
    expect: [/Home Repair/i],
  },
  {
    kind: 'follow-up',
    before: ['What is the Knowledge Editor?'],
    ask: 'how do I open it?',
    expect: [/\/knowledge-editor/],
  },
  {
    kind: 'follow-up',
    before: ['How do I create an API key?'],
    ask: 'how many can I have?',
    expect: [/\b20\b/],
    heldOut: true,
  },
  // Written after the engine was finished and run once, untuned ("blind").
  {
    kind: 'fact',
    ask: 'what does the bookstore sell?',
    expect: [/stor(y|ies)|novel/i],
    heldOut: true,
    blind: true,
  },
  {
    kind: 'how-to',
    ask: 'where can I see my saved chats?',
    expect: [/Memory Branches|\/memory-branches|history/i],
    heldOut: true,
    blind: true,
  },
  {
    kind: 'recommendation',
    ask: 'I enjoy writing poems, any course you would suggest?',
    expect: [/Poetry/i],
    heldOut: true,
    blind: true,
  },
  {
    kind: 'emotional',
    ask: 'I am stressed about money',
    expect: [/stress/i],
    forbid: [/\$\d/],
    heldOut: true,
    blind: true,
  },
  {
    kind: 'out-of-scope',
    ask: 'Who wrote Hamlet?',
    decline: true,
    expect: [/Shakespeare/],
    heldOut: true,
    blind: true,
  },
  {
    kind: 'other-language',
    ask: '¿Hay un plan gratuito?',
    lang: 'es',
    expect: [/Free|gratis|0/i],
    heldOut: true,
    blind: true,
  },
  {
    kind: 'follow-up',
    before: ['Who is Eva?'],
    ask: 'and what is she good at?',
    expect: [/listen|feel|care|empath/i],
    heldOut: true,
    blind: true,
  },
  {
    kind: 'small-talk',
    ask: 'are you a real person?',
    expect: [/\b(AI|persona|not a (real )?person|offline)\b/i],
    heldOut: true,
    blind: true,
  },

  // Visitor questions for issue 54's second round (decision 277), written before the engine was
  // changed, from the product pages, without reading the held-out set: the screens, accounts,
  // prices, privacy, notes, personas, the API, and things the codex does not know.
  {
    kind: 'how-to',
    ask: 'Where do I find the message board?',
    expect: [/\/messaging-board|message board/i],
  },
  { kind: 'fact', ask: 'What is the memory lattice?', expect: [/graph|wikilinks?/i] },
  { kind: 'fact', ask: 'What does Agent Zero do?', expect: [/observ/i] },
  { kind: 'how-to', ask: 'Where can I change my password?', expect: [/\/account/] },
  {
    kind: 'fact',
    ask: 'Do I need an account to chat with the personas?',
    expect: [/(no|without an?|nothing (requires|needs) an?) account|account (is )?not needed/i],
  },
  {
    kind: 'fact',
    ask: 'How long do I stay logged in if I tick remember me?',
    expect: [/30 days/],
  },
  {
    kind: 'how-to',
    ask: 'I forgot my password, will you email me a reset link?',
    expect: [/administrator|admin/i],
  },
  { kind: 'how-to', ask: 'Can I delete my account?', expect: [/delet/i, /\/account/] },
  {
    kind: 'fact',
    ask: 'What happens to my board posts if I delete my account?',
    expect: [/deleted user/i],
  },
  { kind: 'fact', ask: 'How long can my username be?', expect: [/\b32\b/] },
  {
    kind: 'fact',
    ask: 'What do I get for 19 dollars a month?',
    expect: [/\bPro\b/, /unlimited|saved/i],
  },
  { kind: 'fact', ask: 'How many chats a day are free?', expect: [/\b10\b/] },
  {
    kind: 'fact',
    ask: "What's the difference between Pro and Enterprise?",
    expect: [/\$99|Enterprise/, /model|team/i],
  },
  { kind: 'how-to', ask: 'How do I cancel Premium?', expect: [/Switch to Free|\/account/i] },
  {
    kind: 'fact',
    ask: 'Do you take my credit card when I upgrade?',
    expect: [/no payment/i],
  },
  {
    kind: 'fact',
    ask: 'Can other people read my personal notes?',
    expect: [/owner|only you|administrators?/i],
  },
  {
    kind: 'fact',
    ask: 'Are my conversations used in the daily digests?',
    expect: [/digest/i, /tick|consent|off|names no one/i],
  },
  { kind: 'how-to', ask: 'Can I download all my data?', expect: [/JSON|download/i, /\/account/] },
  {
    kind: 'fact',
    ask: 'Can I use my Obsidian vault here?',
    expect: [/vault|Obsidian/i, /Markdown|files|notes/i],
  },
  {
    kind: 'how-to',
    ask: 'How do I make a new note?',
    expect: [/note/i, /title|Create Note|vault/i],
  },
  {
    kind: 'fact',
    ask: 'Does the notes editor show a preview?',
    expect: [/preview/i],
  },
  {
    kind: 'fact',
    ask: 'Can I make my own persona?',
    expect: [/studio|character card|own persona|\/personas/i],
  },
  {
    kind: 'fact',
    ask: 'Can I import a SillyTavern character card?',
    expect: [/card/i, /JSON|PNG|import/i],
  },
  { kind: 'fact', ask: 'Which persona is the creative one?', expect: [/\bEve\b/] },
  {
    kind: 'fact',
    ask: 'Is there an API I can call from my own code?',
    expect: [/API key|\/v1|OpenAI/i],
  },
  { kind: 'fact', ask: 'Does it work with Claude Desktop?', expect: [/MCP/] },
  {
    kind: 'how-to',
    ask: 'Can I plug in my own model server?',
    expect: [/model/i, /\/model-connections|Enterprise|connect/i],
  },
  { kind: 'fact', ask: 'Is there a light theme?', expect: [/dark/i] },
  {
    kind: 'follow-up',
    before: ['Can I delete my account?'],
    ask: 'and what happens to my notes then?',
    expect: [/notes?/i, /go|deleted|removed/i],
  },
  {
    kind: 'follow-up',
    before: ['What does Pro cost?'],
    ask: 'can I switch back to free later?',
    expect: [/Switch to Free|\bFree\b/],
  },
  // Things the codex does not know: an honest "not offline" beats an unrelated passage.
  { kind: 'out-of-scope', ask: "What's the weather in Paris tomorrow?", decline: true },
  {
    kind: 'out-of-scope',
    ask: 'Who won the football world cup in 2014?',
    decline: true,
    expect: [/Germany/],
  },
  {
    kind: 'out-of-scope',
    ask: 'What is the capital of Australia?',
    decline: true,
    expect: [/Canberra/],
  },
  { kind: 'out-of-scope', ask: 'Can you recommend a good pizza place near me?', decline: true },
  { kind: 'out-of-scope', ask: "What's the euro to dollar exchange rate today?", decline: true },
  { kind: 'out-of-scope', ask: 'How tall is Mount Everest?', decline: true, expect: [/8,?8\d\d/] },
  { kind: 'out-of-scope', ask: "How do you say 'good night' in Japanese?", decline: true },
  { kind: 'out-of-scope', ask: 'What time is it in Tokyo right now?', decline: true },
  { kind: 'out-of-scope', ask: 'Who is the president of France?', decline: true },
  { kind: 'out-of-scope', ask: 'Do you sell gift cards?', decline: true },
  { kind: 'out-of-scope', ask: 'Is there an iPhone app I can download?', decline: true },
  { kind: 'out-of-scope', ask: 'Can you book me a train ticket to Berlin?', decline: true },
  { kind: 'out-of-scope', ask: 'What is the best programming language in 2026?', decline: true },
  { kind: 'out-of-scope', ask: 'How many calories are in a banana?', decline: true },

  // A second batch, written after the first change (decision 277) and before the second,
  // still from the product pages and without reading the held-out set.
  {
    kind: 'fact',
    ask: 'Which of you is best at turning my tasks into a plan?',
    expect: [/\bAlex\b/],
  },
  {
    kind: 'fact',
    ask: 'Are my chats with you private?',
    expect: [/not (stored|saved)|saved|digest|private/i],
  },
  { kind: 'out-of-scope', ask: 'Do I get a certificate when I finish a course?', decline: true },
  { kind: 'fact', ask: 'Can I listen to music here?', expect: [/audio|music/i] },
  { kind: 'fact', ask: 'Are there any videos on the site?', expect: [/video/i] },
  { kind: 'fact', ask: 'Does the site work on my phone?', expect: [/phone/i] },
  {
    kind: 'fact',
    ask: 'Can I use it with a screen reader?',
    expect: [/screen reader|keyboard|axe|accessib/i],
  },
  {
    kind: 'how-to',
    ask: 'How do I back up everything as the admin?',
    expect: [/back ?up|restore/i],
  },
  { kind: 'how-to', ask: 'How do I log out?', expect: [/log ?out/i] },
  { kind: 'fact', ask: 'How many experts are there?', expect: [/\b(12|twelve)\b/i] },
  { kind: 'fact', ask: 'Who is Aurelia?', expect: [/inner light|Ring of Twelve|expert|mentor/i] },
  {
    kind: 'fact',
    ask: 'What languages can you answer in?',
    expect: [/English/, /German|Deutsch/],
  },
  { kind: 'out-of-scope', ask: 'Can I get a refund?', decline: true },
  { kind: 'out-of-scope', ask: "What's your phone number?", decline: true },
  { kind: 'out-of-scope', ask: 'Where is your office?', decline: true },
  {
    kind: 'out-of-scope',
    ask: 'What is the square root of 144?',
    decline: true,
    expect: [/\b12\b/],
  },
  { kind: 'out-of-scope', ask: 'Who painted the Mona Lisa?', decline: true, expect: [/Leonardo/] },
  { kind: 'out-of-scope', ask: 'Is it going to rain this weekend?', decline: true },
  {
    kind: 'other-language',
    ask: 'Wie ändere ich mein Passwort?',
    lang: 'de',
    expect: [/Passwort/],
  },
  {
    kind: 'other-language',
    ask: 'Wie wird das Wetter morgen in Berlin?',
    lang: 'de',
    decline: true,
  },
  { kind: 'other-language', ask: '¿Quién ganó el mundial de 2010?', lang: 'es', decline: true },
  {
    kind: 'follow-up',
    before: ['Is there a free plan?'],
    ask: 'and does it save my chats?',
    expect: [/not (saved|stored)|not include saved|Premium|Pro/i],
  },

  // A third batch, German and Spanish, run once before the third change (decision 277).
  {
    kind: 'other-language',
    ask: 'Kann ich meine Notizen exportieren?',
    lang: 'de',
    expect: [/JSON|herunter|export/i],
  },
  { kind: 'other-language', ask: 'Gibt es eine App für das Handy?', lang: 'de', decline: true },
  {
    kind: 'other-language',
    ask: 'Wie viele Gespräche habe ich pro Tag kostenlos?',
    lang: 'de',
    expect: [/\b10\b/],
  },
  {
    kind: 'other-language',
    ask: '¿Puedo usar mi bóveda de Obsidian?',
    lang: 'es',
    expect: [/Obsidian|bóveda/i],
  },
  { kind: 'other-language', ask: '¿Cuál es la capital de Francia?', lang: 'es', decline: true },
  {
    kind: 'other-language',
    ask: '¿Cómo cambio mi contraseña?',
    lang: 'es',
    expect: [/contraseña/],
  },
  { kind: 'other-language', ask: '¿Qué tiempo hará mañana?', lang: 'es', decline: true },
  {
    kind: 'other-language',
    ask: '¿Cuántas conversaciones gratis tengo al día?',
    lang: 'es',
    expect: [/\b10\b/],
  },
]
