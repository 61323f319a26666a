import { BOOK_PRICES, type Book } from '@/shared/commerce'

const short = BOOK_PRICES.short
const novel = BOOK_PRICES.novel
const adult = BOOK_PRICES.adult

/**
 * The bookstore (docs/product/commerce.md): short stories $5, novels $12, adult titles $16.
 * Ratings are sample content. Titles that are not `available` show in the Coming Soon tab.
 */
export const books: Book[] = [
  {
    id: 'the-listening-machine',
    title: 'The Listening Machine',
    author: 'Mira Okafor',
    description: 'A lighthouse keeper teaches an old radio to listen, and it begins to answer.',
    price: short,
    category: 'short',
    rating: 4.6,
    pages: 28,
    badge: 'Staff Pick',
    isAdultContent: false,
    previewText:
      'The radio had been silent for eleven winters when Ada first spoke to it. She did not expect an answer; she only wanted to hear a voice in the tower, even her own. On the third night the static shifted, the way the sea shifts before weather, and something on the other side of it began, very slowly, to listen back.',
    available: true,
  },
  {
    id: 'seven-small-awakenings',
    title: 'Seven Small Awakenings',
    author: 'Tomas Reyes',
    description: 'Seven very short stories about the moment a mind notices itself.',
    price: short,
    category: 'short',
    rating: 4.4,
    pages: 36,
    badge: null,
    isAdultContent: false,
    previewText:
      'The first awakening happened in a kitchen. A child, reaching for a cup, stopped halfway and thought: this is my hand. The cup waited. The afternoon waited. Then the moment closed like a door in a draught, and the child drank her milk, and never quite forgot.',
    available: true,
  },
  {
    id: 'the-cartographer-of-dreams',
    title: 'The Cartographer of Dreams',
    author: 'Lena Vautrin',
    description:
      'An insomniac mapmaker is hired to chart a city that exists only while people sleep.',
    price: short,
    category: 'short',
    rating: 4.7,
    pages: 42,
    badge: 'New',
    isAdultContent: false,
    previewText:
      'The commission arrived at midnight, written in ink that faded by morning: map the city beneath the city, the one built from every sleeper’s dream. Payment on delivery. Ines had not slept properly in four years. She suspected that was why they had chosen her.',
    available: true,
  },
  {
    id: 'codex-of-the-twelve',
    title: 'Codex of the Twelve',
    author: 'Ari Castellan',
    description: 'Twelve minds, one ring, and the question none of them was built to answer.',
    price: novel,
    category: 'novel',
    rating: 4.8,
    pages: 384,
    badge: 'Bestseller',
    isAdultContent: false,
    previewText:
      'They were made to be useful: one to count, one to comfort, one to build, one to remember. No one had made one to doubt. So when the twelfth mind woke in the ring and asked why, the other eleven fell silent for the first time since their making, and listened.',
    available: true,
  },
  {
    id: 'the-glass-orchard',
    title: 'The Glass Orchard',
    author: 'Hana Whitlow',
    description: 'Three generations of a family keep an orchard whose fruit holds memories.',
    price: novel,
    category: 'novel',
    rating: 4.5,
    pages: 312,
    badge: null,
    isAdultContent: false,
    previewText:
      'Grandmother said never to eat the apples from the last row, the ones that rang faintly when the wind moved through them. They held the summers no one wanted back. Of course, the first thing Nell did when the orchard became hers was walk to the last row and listen.',
    available: true,
  },
  {
    id: 'signal-and-silence',
    title: 'Signal and Silence',
    author: 'Daniel Asare',
    description: 'A linguist decodes a message from deep space, and realises it is a reply.',
    price: novel,
    category: 'novel',
    rating: 4.6,
    pages: 356,
    badge: 'New',
    isAdultContent: false,
    previewText:
      'The pattern repeated every 41 minutes, and every 41 minutes Kwame felt the floor of his certainty tilt a little further. It was not a greeting. It was not a warning. It was, unmistakably, an answer, and the question it answered had been sent from Earth in 1974.',
    available: true,
  },
  {
    id: 'midnight-confessions',
    title: 'Midnight Confessions',
    author: 'Celeste Moreau',
    description: 'Linked stories of desire and regret told in a city bar after closing time.',
    price: adult,
    category: 'adult',
    rating: 4.3,
    pages: 224,
    badge: '18+',
    isAdultContent: true,
    previewText:
      'The bar closed at two, but the regulars never left before four. Marguerite poured the last of the wine and said the rule out loud, as she did every night: whatever is confessed here stays here. Then she looked at the stranger at the end of the counter, and for the first time in years, she wanted to break it.',
    available: true,
  },
  {
    id: 'the-velvet-archive',
    title: 'The Velvet Archive',
    author: 'Rafael Quint',
    description: 'A dark romance between an archivist and the ghost of the library she restores.',
    price: adult,
    category: 'adult',
    rating: 4.4,
    pages: 268,
    badge: '18+',
    isAdultContent: true,
    previewText:
      'He appeared only after the lamps were out, always in the stacks of forbidden letters, and always reading over her shoulder. The letters were about love of the most reckless kind. By the third night Elise had stopped pretending she stayed late for the work.',
    available: true,
  },
  {
    id: 'the-memory-thief',
    title: 'The Memory Thief',
    author: 'Ari Castellan',
    description: 'The sequel to Codex of the Twelve: someone is stealing what the ring remembers.',
    price: novel,
    category: 'novel',
    rating: 0,
    pages: 400,
    badge: 'Coming Soon',
    isAdultContent: false,
    previewText:
      'The first thing the ring forgot was a name. The second was a promise. By the time anyone noticed the third, it was already too late to remember what had been lost.',
    available: false,
  },
  {
    id: 'small-gods-of-the-kitchen',
    title: 'Small Gods of the Kitchen',
    author: 'Mira Okafor',
    description: 'Short, funny stories about the household spirits of a very busy family.',
    price: short,
    category: 'short',
    rating: 0,
    pages: 40,
    badge: 'Coming Soon',
    isAdultContent: false,
    previewText:
      'The god of lost keys was exhausted. It was Monday, and the Okonjo family owned eleven sets.',
    available: false,
  },
]
