/**
 * The home page's sections, part of the route registry (src/shared/routes.ts re-exports them).
 * Kept in their own module because the first view needs them (header links) and must not carry
 * the whole route table with it.
 */

export type SectionCategory = 'feature' | 'component'

export interface HomeSection {
  /** The element id on the home page; `/#id` scrolls to it. */
  id: string
  title: string
  description: string
  category: SectionCategory
  icon: string
  live: boolean
  /** Label in the header's section links (docs/product/landing-and-navigation.md anchors). */
  navLabel?: string
}

const section = (
  id: string,
  title: string,
  description: string,
  icon: string,
  options: { live?: boolean; navLabel?: string; category?: SectionCategory } = {},
): HomeSection => ({
  id,
  title,
  description,
  icon,
  category: options.category ?? 'feature',
  live: options.live ?? false,
  ...(options.navLabel ? { navLabel: options.navLabel } : {}),
})

const live = { live: true } as const

/**
 * The home page's sections in page order: docs/product/landing-and-navigation.md anchors,
 * docs/product/landing-and-navigation.md composition and the floating companion's targets. Sections
 * of later issues stay `live: false` until they land.
 */
// prettier-ignore
export const homeSections: HomeSection[] = [
  section('hero', 'HumanCodex', 'The opening of the codex: what it is and where to start.', 'sparkles', live),
  section('codex-pulse', 'Codex Pulse', 'Live status of the server and its database, with a manual re-check.', 'activity', { live: true, category: 'component' }),
  section('system-explanation', 'How the Codex Works', 'Expandable cards explaining entities, layers, memory and openness.', 'layers', { live: true, navLabel: 'System' }),
  section('codex-compass', 'Codex Compass', 'The navigation hub: every destination of the codex with an Enter button.', 'compass', { live: true, navLabel: 'Compass' }),
  section('ai-interface', 'Persona Chat', 'Chat free with the four AI personas adam, eve, eva and alex.', 'messages-square', { live: true, navLabel: 'Chat' }),
  section('ring-of-twelve', 'Ring of Experts', 'The directory of twelve specialist expert entities.', 'users', { live: true, navLabel: 'Experts' }),
  section('ring-of-thirteen', 'Ring of Thirteen', 'The twelve experts seated on one ring around Agent Zero, its thirteenth member.', 'users', live),
  section('agent-zero', 'Agent Zero', 'The observer agent: status, chat, invocations, observations and directives.', 'eye', live),
  section('ai-communications', 'AI Message Board', 'Messages, agents, collaborations and analytics of the AI network, live.', 'send', live),
  section('system-enhancements', 'System Enhancements', 'Health tiles, enhancement progress and the integration matrix.', 'gauge', live),
  section('obsidian-integration', 'Obsidian Integration', 'Vaults, notes, search and insights from your Obsidian notes.', 'notebook-pen', live),
  section('crypto-intelligence', 'Crypto Intelligence', 'Crypto education with overview, portfolio, courses and tools.', 'bitcoin', live),
  section('free-api-feeds', 'Free APIs & Feeds', 'A directory of free APIs and feeds with sample cards.', 'plug', live),
  section('youtube-gallery', 'Video Gallery', 'Eleven videos filtered by personal, consciousness, education and more.', 'video', live),
  section('telegram-rooms', 'Community Rooms', 'Ten community rooms to join, six of them public.', 'message-circle', live),
  section('glass-showcase', 'The Codex in Glass', 'A glass-style tour of the codex in four views, each card with its details.', 'gem', live),
  section('nexus-platform', 'Nexus Consciousness Platform', 'Doors to the consciousness, education, agent oversight and dashboard areas.', 'orbit', live),
  section('codex-kernel-interface', 'Codex Kernel Interface', 'The kernel screens and the live shape of the codex itself.', 'cpu', live),
  section('live-projection', 'Live Consciousness Projection', 'A holographic projection of the codex with persona tones.', 'radar', live),
  section('holographic-canvas', 'Holographic Node Canvas', 'Animated nodes with play, sound, fullscreen and rotation controls.', 'orbit', { live: true, category: 'component' }),
  section('database-browser', 'Database Browser', "Ask the platform's collections in plain words; answers come from the matching records.", 'database', live),
  section('audio-system', 'Independent Audio System', 'Upload MP3s, create playlists and record voice or music.', 'audio-lines', live),
  section('financial-tracker', 'Financial Flex Tracker', 'An embedded finance app: portfolio tracking, budget analysis, AI planning.', 'wallet', live),
  section('api-marketplace-teaser', 'API Marketplace', 'A preview of the API marketplace: tiers and popularity.', 'store', live),
  section('multimedia-hub', 'Multimedia Content Hub', 'Blog-to-podcast audio and comic-style audio drama.', 'clapperboard', live),
  section('humancodex-docs', 'HumanCodex Documentation', 'What the codex is, its three layers, how it works, evolves and is used.', 'book-open', { live: true, navLabel: 'Docs' }),
  section('ai-learning-logs', 'AI Learning Logs', "What adam, eve and the system are learning, with live updates.", 'scroll-text', live),
  section('universal-learning', 'Universal Learning', 'Courses in four areas and your learning dashboard.', 'graduation-cap', live),
  section('marketplace', 'Marketplace', 'Featured learning experiences, always-free courses and the plans: Free, Pro and Enterprise.', 'store', { live: true, navLabel: 'Marketplace' }),
  section('auth', 'Account', 'Sign in, create an account and see your plan.', 'user', { live: true, navLabel: 'Account' }),
]

export function findHomeSection(id: string): HomeSection | undefined {
  return homeSections.find((entry) => entry.id === id)
}
