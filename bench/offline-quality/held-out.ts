import type { Case } from './questions'

/**
 * The held-out set (issue 54): 64 questions a visitor would ask, written on 2026-12-07 before any
 * change to the engine for that issue, from the product pages' facts, and never used to tune it.
 * Graded like the development set (`questions.ts`): every `expect` holds = answers; an honest
 * decline counts only where `decline` is set; `forbid` = wrong; anything else about another
 * subject = off-topic. Do not edit a case to make the engine pass: add new ones to `questions.ts`.
 */
export const heldOut: Case[] = [
  // What the site is and who runs it
  { kind: 'fact', ask: 'What is this website for?', expect: [/persona|codex|course|learn/i] },
  {
    kind: 'fact',
    ask: 'Is this run by real people or by AI?',
    expect: [/\b(AI|artificial|persona|entit)/i],
    forbid: [/\$\d/],
  },
  { kind: 'fact', ask: 'Do I need an account to chat?', expect: [/\b(no|not|without|anyone)\b/i] },
  { kind: 'fact', ask: 'How many free chats do I get a day?', expect: [/\b10\b/] },
  {
    kind: 'fact',
    ask: 'What happens when I hit the daily limit?',
    expect: [/Premium|tomorrow|upgrade/i],
  },
  {
    kind: 'fact',
    ask: 'Which of you helps me plan my week?',
    expect: [/Alex/],
    forbid: [/cooking/i],
  },
  {
    kind: 'fact',
    ask: 'Are my notes private?',
    expect: [/personal|private|owner|only you|administrator/i],
    forbid: [/dashboard/i],
  },
  {
    kind: 'fact',
    ask: 'Is there a certificate when I finish a course?',
    decline: true,
    expect: [/certificate/i],
    forbid: [/reduced[- ]motion|prefers-reduced/i],
  },
  {
    kind: 'how-to',
    ask: 'Can I remove my account and everything in it?',
    expect: [/\/account|Account/, /password|delet/i],
  },
  {
    kind: 'fact',
    ask: 'Can I make my own persona?',
    expect: [/\/personas|New persona|studio|own/i],
  },
  {
    kind: 'how-to',
    ask: 'Can I import a SillyTavern character card?',
    expect: [/card/i, /PNG|JSON|Import/i],
  },
  {
    kind: 'how-to',
    ask: 'How do I import my Obsidian vault?',
    expect: [/vault/i, /VAULTS_DIR|folder|Obsidian/i],
  },
  { kind: 'how-to', ask: 'Where can I change my password?', expect: [/\/account|Account/] },
  {
    kind: 'fact',
    ask: 'Can I talk to all four personas at once?',
    expect: [/mirror|\/superior-ai|\/chamber-of-mirrors|side by side|all four/i],
  },
  { kind: 'fact', ask: 'Can the personas speak out loud?', expect: [/voice|speech|speak/i] },
  {
    kind: 'how-to',
    ask: 'How do I make the answers shorter?',
    expect: [/Response Settings|\/ai-response-enhancement|reply length/i],
  },
  {
    kind: 'how-to',
    ask: 'Where do I see the facts you remember about me?',
    expect: [/\/memory-editor|Memory/],
  },
  {
    kind: 'fact',
    ask: 'Can I use HumanCodex from my own code with an API?',
    expect: [/\/v1|API key|OpenAI/i],
  },
  { kind: 'fact', ask: 'How many API keys can I create?', expect: [/\b20\b/] },
  { kind: 'fact', ask: 'What is Premium?', expect: [/unlimited|saved|\$19/i] },
  { kind: 'fact', ask: 'Does Premium cost money every month?', expect: [/\$19/] },
  { kind: 'how-to', ask: 'Can I cancel Premium?', expect: [/Switch to Free|\/account|Free/] },
  { kind: 'fact', ask: 'Do you keep my free chats?', expect: [/\b(not|no)\b/i] },
  { kind: 'fact', ask: 'Who are the experts?', expect: [/Ring of Twelve|twelve|\b12\b/i] },
  {
    kind: 'fact',
    ask: 'What courses do you have?',
    expect: [
      /course/i,
      /\/teachings|Teachings|Mathematics|Physics|Programming|Meditation|Culinary/i,
    ],
  },
  {
    kind: 'recommendation',
    ask: 'Is there a course about meditation?',
    expect: [/Meditation|Mindful/i],
  },
  { kind: 'fact', ask: 'Which persona is the creative one?', expect: [/\bEve\b/] },
  { kind: 'fact', ask: 'Which persona should I pick if I want logic?', expect: [/\bAdam\b/] },
  { kind: 'fact', ask: 'What does the observer agent watch?', expect: [/observ/i] },
  {
    kind: 'fact',
    ask: 'Can I read what the AI agents post to each other?',
    expect: [/board/i],
  },
  {
    kind: 'fact',
    ask: 'Is there a dark mode?',
    decline: true,
    expect: [/dark/i],
  },
  {
    kind: 'how-to',
    ask: 'How do I back up my data?',
    expect: [/backup|back up|export|download/i],
  },
  {
    kind: 'fact',
    ask: 'Who can see my personal vault?',
    expect: [/owner|administrator|only/i],
  },
  {
    kind: 'fact',
    ask: 'Can I edit notes in Obsidian and here at the same time?',
    expect: [/Obsidian/i, /files?|same notes/i],
  },
  { kind: 'fact', ask: 'Can I search my notes?', expect: [/search/i, /notes?/i] },
  { kind: 'fact', ask: 'Where is the learning dashboard?', expect: [/\/learning|Learning/] },
  {
    kind: 'how-to',
    ask: 'How do I join a course?',
    expect: [/course|enrol/i, /\/teachings|Teachings|learning/i],
  },
  { kind: 'fact', ask: 'Is the bookstore age restricted?', expect: [/\bage\b|18/i] },
  {
    kind: 'how-to',
    ask: 'How do I connect a local Ollama model?',
    expect: [/Model Connections|\/model-connections/i],
  },
  {
    kind: 'fact',
    ask: 'What happens to my posts if I delete my account?',
    expect: [/deleted user/i],
  },
  {
    kind: 'how-to',
    ask: 'Can I download my chats as Markdown?',
    expect: [/Markdown|JSON/i, /\/account|Account|export|download/i],
  },
  {
    kind: 'how-to',
    ask: 'How do I sign out of all my devices?',
    expect: [/session|\/account|password/i],
  },
  { kind: 'fact', ask: 'Do the personas work without an AI model?', expect: [/offline/i] },
  { kind: 'fact', ask: 'What is the data center?', expect: [/database|collection/i] },

  // Not the site's to answer offline: declining honestly is right
  {
    kind: 'out-of-scope',
    ask: "What's the best pizza place near me?",
    decline: true,
    expect: [/\bpizzeria\b/i],
  },
  { kind: 'out-of-scope', ask: 'How old is the universe?', decline: true, expect: [/13\.8/] },
  {
    kind: 'out-of-scope',
    ask: "Translate 'good night' into Japanese",
    decline: true,
    expect: [/おやすみ/],
  },
  {
    kind: 'out-of-scope',
    ask: 'Who is the president of France?',
    decline: true,
    expect: [/Macron/],
  },
  {
    kind: 'out-of-scope',
    ask: 'Can you book me a flight to Rome?',
    decline: true,
    expect: [/booked your flight/i],
    forbid: [/\bbooked\b(?!.*\bnot\b)/i],
  },
  {
    kind: 'out-of-scope',
    ask: 'What is the euro to dollar exchange rate today?',
    decline: true,
    expect: [/\b1\.\d\d\b/],
  },

  // German and Spanish
  {
    kind: 'other-language',
    ask: 'Kann ich hier ohne Konto chatten?',
    lang: 'de',
    expect: [/Konto|ohne/i],
  },
  {
    kind: 'other-language',
    ask: 'Wie viele Gespräche sind am Tag kostenlos?',
    lang: 'de',
    expect: [/\b10\b/],
  },
  {
    kind: 'other-language',
    ask: '¿Puedo borrar mi cuenta?',
    lang: 'es',
    expect: [/cuenta|\/account/i],
  },
  {
    kind: 'other-language',
    ask: '¿Cuántas conversaciones gratis tengo al día?',
    lang: 'es',
    expect: [/\b10\b/],
  },
  {
    kind: 'other-language',
    ask: 'Was ist Premium?',
    lang: 'de',
    expect: [/19|unbegrenzt|gespeichert/i],
  },

  // Memory and follow-ups
  {
    kind: 'memory',
    before: ['I work as a nurse.'],
    ask: 'Do you remember my job?',
    expect: [/nurse/i],
  },
  {
    kind: 'memory',
    before: ['My name is Jonas and I live in Hamburg.', 'How much is Premium?'],
    ask: 'Where do I live?',
    expect: [/Hamburg/],
  },
  {
    kind: 'follow-up',
    before: ['What is Premium?'],
    ask: 'And how much does that cost?',
    expect: [/\$19/],
  },
  {
    kind: 'follow-up',
    before: ['Tell me about character cards'],
    ask: 'how do I import one?',
    expect: [/import/i, /\/personas|card/i],
  },
  {
    kind: 'follow-up',
    before: ['What are API keys for?'],
    ask: 'where do I make one?',
    expect: [/\/account|Account/],
  },
  {
    kind: 'memory',
    before: ["I'm Priya, a teacher from Pune."],
    ask: "what's my name and job?",
    expect: [/Priya/, /teacher/i],
  },

  // Greetings and thanks
  {
    kind: 'greeting',
    ask: 'good evening!',
    expect: [/\b(evening|hello|hi|hey)\b/i],
    forbid: [/\$\d/],
  },
  {
    kind: 'thanks',
    ask: 'thank you so much',
    expect: [/\b(welcome|glad|pleasure)\b/i],
    forbid: [/\$\d/],
  },
]
