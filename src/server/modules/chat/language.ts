/** Common short words that tell these languages apart in even a short message. */
const MARKERS: Record<string, string[]> = {
  English: [
    'the',
    'and',
    'is',
    'are',
    'you',
    'what',
    'how',
    'i',
    'my',
    'to',
    'of',
    'it',
    'do',
    'can',
  ],
  German: [
    'der',
    'die',
    'das',
    'und',
    'ist',
    'ich',
    'nicht',
    'wie',
    'was',
    'ein',
    'eine',
    'mit',
    'mir',
    'bitte',
    'kann',
    'du',
    'sie',
    'auf',
    'zu',
    'für',
  ],
  Spanish: [
    'el',
    'la',
    'los',
    'las',
    'y',
    'es',
    'que',
    'qué',
    'cómo',
    'como',
    'por',
    'para',
    'un',
    'una',
    'yo',
    'mi',
    'puedo',
    'con',
    'hola',
    'está',
    'de',
  ],
  French: [
    'le',
    'la',
    'les',
    'et',
    'est',
    'je',
    'vous',
    'que',
    'comment',
    'pour',
    'un',
    'une',
    'des',
    'pas',
    'avec',
    'bonjour',
    'mon',
    'de',
  ],
  Italian: [
    'il',
    'lo',
    'gli',
    'e',
    'è',
    'che',
    'come',
    'per',
    'un',
    'una',
    'non',
    'sono',
    'ciao',
    'mio',
    'con',
    'di',
  ],
  Portuguese: [
    'o',
    'os',
    'as',
    'e',
    'é',
    'que',
    'como',
    'para',
    'um',
    'uma',
    'não',
    'eu',
    'meu',
    'com',
    'olá',
    'você',
    'de',
  ],
  Dutch: [
    'de',
    'het',
    'een',
    'en',
    'is',
    'ik',
    'niet',
    'hoe',
    'wat',
    'met',
    'voor',
    'mijn',
    'jij',
    'je',
    'van',
  ],
}

/**
 * The language a message is written in, when its words say so clearly (two marker words more
 * than any other language); null when unsure (short, mixed, or another language).
 */
export function languageOf(message: string): string | null {
  const words = message.toLowerCase().match(/\p{L}+/gu) ?? []
  const scores = Object.entries(MARKERS)
    .map(([language, markers]) => ({
      language,
      score: words.filter((word) => markers.includes(word)).length,
    }))
    .sort((a, b) => b.score - a.score)
  const [best, second] = scores
  if (!best || best.score < 2 || best.score - (second?.score ?? 0) < 1) return null
  return best.language
}

/**
 * What the prompt says about the reply's language: the person's own setting when they chose
 * one, else the language of their message, else theirs whatever it is.
 */
export function languageInstruction(setting: string, isDefault: boolean, message: string): string {
  if (!isDefault) return `Answer in ${setting}.`
  const written = languageOf(message)
  return written
    ? `The person writes in ${written}: answer in ${written}.`
    : `Answer in the language the person writes in (${setting} when unsure).`
}
