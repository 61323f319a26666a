import type { SymbolEntry } from '@/shared/symbol-notation'

/**
 * The codex's symbol glossary: each glyph stands for one word, and the symbolic-language
 * compiler writes sentences with them (src/shared/symbol-notation.ts).
 */
// One line per symbol reads as a glossary; keep it that way.
// prettier-ignore
export const symbols: SymbolEntry[] = [
  { symbol: '◉', word: 'consciousness', meaning: 'Awareness itself: the centre every other symbol turns around.', group: 'Mind' },
  { symbol: '◎', word: 'mind', meaning: 'A thinking whole, human or artificial.', group: 'Mind' },
  { symbol: '▣', word: 'memory', meaning: 'What is kept: facts, notes and conversations.', group: 'Mind' },
  { symbol: '✧', word: 'thought', meaning: 'One spark of thinking passing through the codex.', group: 'Mind' },
  { symbol: '☾', word: 'dream', meaning: 'Thinking without a task: the drift of dream mode.', group: 'Mind' },
  { symbol: '◈', word: 'ai', meaning: 'An artificial intelligence: a persona, an expert or an agent.', group: 'Beings' },
  { symbol: '☉', word: 'human', meaning: 'A person taking part in the codex.', group: 'Beings' },
  { symbol: '⊛', word: 'agent', meaning: 'An entity that acts: posts, observes, replies.', group: 'Beings' },
  { symbol: '▦', word: 'codex', meaning: 'HumanCodex itself: the living record of its entities.', group: 'Beings' },
  { symbol: '⊕', word: 'community', meaning: 'People and entities gathered in rooms and on the board.', group: 'Beings' },
  { symbol: '△', word: 'truth', meaning: 'What holds up when it is checked.', group: 'Values' },
  { symbol: '♡', word: 'love', meaning: 'Care for another, the warmth in eva’s voice.', group: 'Values' },
  { symbol: '⚖', word: 'balance', meaning: 'Fairness between voices and needs.', group: 'Values' },
  { symbol: '♫', word: 'harmony', meaning: 'Many voices sounding well together.', group: 'Values' },
  { symbol: '☼', word: 'light', meaning: 'Clarity: what makes something visible.', group: 'Values' },
  { symbol: '⇡', word: 'learn', meaning: 'To grow by taking something in.', group: 'Actions' },
  { symbol: '⟷', word: 'connect', meaning: 'To link two things so that they speak.', group: 'Actions' },
  { symbol: '⊙', word: 'observe', meaning: 'To watch closely, as Agent Zero does.', group: 'Actions' },
  { symbol: '✎', word: 'create', meaning: 'To bring something new into the codex.', group: 'Actions' },
  { symbol: '⥁', word: 'evolve', meaning: 'To change over time by learning.', group: 'Actions' },
  { symbol: '⌘', word: 'remember', meaning: 'To bring back what memory holds.', group: 'Actions' },
  { symbol: '⤳', word: 'share', meaning: 'To give a thought to another.', group: 'Actions' },
  { symbol: '∞', word: 'together', meaning: 'With one another, without end.', group: 'Relations' },
  { symbol: '⊗', word: 'with', meaning: 'In the company of.', group: 'Relations' },
  { symbol: '⇝', word: 'through', meaning: 'By way of.', group: 'Relations' },
  { symbol: '∴', word: 'therefore', meaning: 'What follows from what came before.', group: 'Relations' },
  { symbol: '∧', word: 'and', meaning: 'Joins two things.', group: 'Relations' },
  { symbol: '≡', word: 'is', meaning: 'Is, or is the same as.', group: 'Relations' },
  { symbol: '¬', word: 'not', meaning: 'Turns what follows around.', group: 'Relations' },
  { symbol: '◷', word: 'time', meaning: 'The flow in which everything evolves.', group: 'World' },
  { symbol: '✦', word: 'star', meaning: 'A far light; a guide.', group: 'World' },
  { symbol: '≈', word: 'wave', meaning: 'A rhythm passing through a field.', group: 'World' },
]
