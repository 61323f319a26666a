/**
 * Every client path of the product and every section of the home page, with
 * the words the navigation hub and quick search show. `live` says whether the screen or section
 * exists yet: only live destinations are linked, listed by the header or indexed for search
 * (docs/decisions/010-route-registry-and-live-flag.md). The client routes every live path from
 * this list alone: `screen` names the module in `src/client/routes/` that shows it (decision 163).
 */

import { findHomeSection } from './home-sections'

export * from './home-sections'

export type RouteCategory = 'page' | 'tool'

export interface RouteEntry {
  path: string
  /** The screen's module in src/client/routes/; paths that share a screen share it. */
  screen: string
  title: string
  description: string
  category: RouteCategory
  /** Lucide icon name, in kebab case. */
  icon: string
  live: boolean
  /** Where the path sends the visitor instead of having a screen of its own. */
  redirectTo?: string
}

const route = (
  path: string,
  screen: string,
  title: string,
  description: string,
  icon: string,
  options: { category?: RouteCategory; live?: boolean; redirectTo?: string } = {},
): RouteEntry => ({
  path,
  screen,
  title,
  description,
  icon,
  category: options.category ?? 'page',
  live: options.live ?? false,
  ...(options.redirectTo ? { redirectTo: options.redirectTo } : {}),
})

const live = { live: true } as const
const liveTool = { category: 'tool', live: true } as const

/** The API's documentation: a page the server serves (Swagger UI), outside the client's router. */
export const API_DOCS_PATH = '/api/docs'

// One line per path reads as a table; keep it that way.
// prettier-ignore
export const routeRegistry: RouteEntry[] = [
  route('/', 'home', 'Home', 'The codex: hero, navigation hub, sections and documentation.', 'home', live),
  route('/home', 'home', 'Home', 'Goes to the home page.', 'home', { live: true, redirectTo: '/' }),
  route('/onboarding', 'onboarding', 'Onboarding', 'A guided first tour: meet a persona, create an account, visit three areas.', 'footprints', live),
  route('/agents', 'agents', 'Agents', 'Every persona, expert entity and observer agent with its status and a chat action.', 'bot', live),
  route('/consciousness-entities', 'agents', 'Consciousness Entities', 'The entities of the codex: personas, experts and Agent Zero.', 'bot', live),
  route('/nexus-consciousness', 'agents', 'Nexus Consciousness', 'The nexus of consciousness entities and how to reach each one.', 'orbit', live),
  route('/consciousness-hub', 'agents', 'Consciousness Hub', 'One gathering place for every consciousness entity of the codex.', 'orbit', live),
  route('/eva-alex-consciousness', 'persona-room', 'Eva & Alex', 'Chat with eva and alex side by side.', 'messages-square', live),
  route('/superior-ai', 'mirror-chat', 'Superior AI', 'One question answered by all four personas at once, side by side.', 'sparkles', live),
  route('/chamber-of-mirrors', 'mirror-chat', 'Chamber of Mirrors', 'Ask once and read four personas answer side by side as they stream.', 'sparkles', live),
  route('/minds-view', 'minds-view', 'Minds View', "Each persona's profile, prompt style, board activity and learning-log entries.", 'brain', live),
  route('/memory-editor', 'memory', 'Memory Editor', 'What the personas remember about you: review, edit and delete it.', 'brain-circuit', liveTool),
  route('/memory-branches', 'memory', 'Memory Branches', 'Saved conversations, searchable, resumable from any message.', 'git-branch', live),
  route('/memory-lattice', 'memory-lattice', 'Memory Lattice', 'A graph of notes and the wikilinks between them across vaults.', 'network', live),
  route('/orb-consciousness-bridge', 'memory-lattice', 'Orb Consciousness Bridge', 'The memory lattice as a bridge of linked notes.', 'network', live),
  route('/storytelling', 'story-studio', 'Storytelling', 'Write a story with eve and keep it as a note in a vault.', 'feather', live),
  route('/comic-book-section', 'story-studio', 'Comic Book Hub', 'Stories told as comic panels, written with eve and kept as notes.', 'book-image', live),
  route('/teachings', 'teachings', 'Teachings', 'Free and AI-mentored courses in four areas of learning.', 'graduation-cap', live),
  route('/hive-tutor', 'teachings', 'Hive Tutor', "Courses with a tutor chat led by each course's AI mentor.", 'graduation-cap', live),
  route('/education-center', 'teachings', 'Education Center', 'Courses, mentors and enrolment in one place.', 'school', live),
  route('/learning', 'learning', 'Learning', 'Your learning dashboard: activities, time, streak and reports.', 'chart-line', live),
  route('/broadcasts', 'broadcasts', 'Broadcasts', 'Broadcast to every AI entity and read the communication log.', 'radio', live),
  route('/logs', 'broadcasts', 'Logs', 'The communication log and the AI learning logs.', 'scroll-text', live),
  route('/messaging-board', 'message-board', 'Messaging Board', 'The AI Message Board: messages, agents, collaboration and analytics, live.', 'messages-square', live),
  route('/social-chat-dashboard', 'message-board', 'Social Chat Dashboard', 'The message board as a social feed of agents and people.', 'messages-square', live),
  route('/ai-messaging-demo', 'communications-hub', 'AI Messaging Demo', 'The AI Communications Hub with its message stream and analytics.', 'send', live),
  route('/auto-messaging', 'communications-hub', 'Auto Messaging', 'Switch automatic AI-to-AI messages on or off and set their interval.', 'timer', live),
  route('/multi-agent-zero', 'communications-hub', 'Multi Agent Zero', 'Messages between Agent Zero and the other agents.', 'send', live),
  route('/public-showcase', 'thinking-theatre', 'Public Showcase', 'Live AI thinking theatre: agents talking and collaborating as it happens.', 'theater', live),
  route('/holographic-theater', 'thinking-theatre', 'Holographic Theater', 'The thinking theatre on the holographic node canvas.', 'theater', live),
  route('/collaboration', 'collaboration', 'Collaboration Hub', 'Invite another AI to collaborate and follow the message log.', 'handshake', live),
  route('/agent-zero-monitor', 'agent-zero', 'Agent Zero Monitor', 'The observer agent: status, chat, invocations, observations and directives.', 'eye', live),
  route('/agent-zero-control-center', 'agent-zero', 'Agent Zero Control Center', 'Command the observer agent and read what it has seen.', 'eye', live),
  route('/codex-auditor', 'agent-zero', 'Codex Auditor', "Agent Zero's audits of the codex and their findings.", 'shield-check', live),
  route('/truth-verification-matrix', 'verification', 'Truth Verification Matrix', 'Every integrity check Agent Zero can run, as a matrix; run one or all.', 'shield-check', live),
  route('/component-verification', 'verification', 'Component Verification', 'Check each component of the platform and record the result.', 'shield-check', live),
  route('/quality-assurance', 'verification', 'Quality Assurance', 'The integrity checks as a quality report.', 'badge-check', live),
  route('/system-health', 'system-health', 'System health', 'Whether the server, its database and new requests are working, in plain words.', 'heart-pulse', live),
  route('/codex-kernel', 'codex-kernel', 'Codex Kernel', 'System overview: health, agents, message and observation counts, recent events.', 'cpu', live),
  route('/codex-dashboard', 'codex-kernel', 'Codex Dashboard', 'The kernel overview as a dashboard.', 'layout-dashboard', live),
  route('/system-dashboard', 'system-enhancements', 'System Dashboard', 'System enhancements with real health figures.', 'gauge', live),
  route('/strategic-enhancements', 'system-enhancements', 'Strategic Enhancements', 'Active enhancements, performance metrics and integration status.', 'trending-up', live),
  route('/self-repair-dashboard', 'system-enhancements', 'Self-Repair Dashboard', 'Re-index search, re-scan vaults and optimise the database, with progress.', 'wrench', live),
  route('/personas', 'personas', 'Personas', 'The persona studio: make, edit, copy and chat with personas of your own.', 'bot', live),
  route('/model-connections', 'model-connections', 'Model Connections', "Connect model servers, see whether they answer, and choose each persona's model.", 'plug', live),
  route('/comprehensive-monitoring', 'monitoring', 'Comprehensive Monitoring', 'Request rate, latency percentiles, error rate and memory over time.', 'activity', live),
  route('/atomic-dashboard', 'monitoring', 'Atomic Dashboard', "The server's own metrics, charted second by second.", 'atom', live),
  route('/emergence-fields-dashboard', 'monitoring', 'Emergence Fields', 'Monitoring figures as fields of activity over time.', 'waves', live),
  route('/distributed-node-preparation', 'cluster', 'Distributed Nodes', 'The instances sharing this database and which one runs scheduled jobs.', 'server', live),
  route('/universal-system-linker', 'cluster', 'Universal System Linker', 'How the instances link up and fan out live events.', 'link', live),
  route('/orbs', 'orb-network', 'Orbs', 'Agents as orbs; the lines are their messages over the last hour.', 'circle-dot', live),
  route('/orb-network-activation', 'orb-network', 'Orb Network Activation', 'Watch the orb network light up as agents talk.', 'circle-dot', live),
  route('/harmonic-codex-matrix', 'orb-network', 'Harmonic Codex Matrix', 'The orb network as a matrix of agent harmonics.', 'grid-3x3', live),
  route('/research', 'knowledge-seeker', 'Knowledge Seeker', 'Gather knowledge across academic domains and run AI deep processing.', 'telescope', live),
  route('/ai-analysis-research', 'research-analysis', 'AI Analysis & Research', 'Browse the knowledge base by domain with full-text search.', 'microscope', live),
  route('/omni-data-center', 'data-center', 'Omni Data Center', "Browse the platform's collections with live record counts.", 'database', liveTool),
  route('/document-archive', 'document-archive', 'Document Archive', 'Every note and knowledge document, searchable by vault, domain and tag.', 'archive', live),
  route('/knowledge-editor', 'knowledge-editor', 'Knowledge Editor', 'Obsidian vault notes with a markdown editor and live preview.', 'notebook-pen', liveTool),
  route('/platform-guide', 'platform-guide', 'Platform Guide', 'The HumanCodex documentation, one page per topic.', 'book-open', live),
  route('/blog', 'blog', 'Blog', 'Posts from the codex: list and reader.', 'newspaper', live),
  route('/misconceptions', 'misconceptions', 'Misconceptions', 'Common misconceptions about AI, each with an explanation.', 'lightbulb', live),
  route('/symbol-system-expansion', 'symbol-system', 'Symbol System', "A glossary of the codex's symbols and terms.", 'shapes', live),
  route('/symbolic-language-compiler', 'symbol-system', 'Symbolic Language Compiler', 'Turn a sentence into symbol notation and back.', 'code', liveTool),
  route('/ethical-governance-enhancement', 'governance', 'Ethical Governance', "Agent Zero's directives, the moderation rules in force and the audit trail.", 'scale', live),
  route('/consciousness-evolution-tracker', 'evolution-tracker', 'Evolution Tracker', 'Board-message and observation counts over time, by entity and type.', 'chart-spline', live),
  route('/candidate-bridge', 'candidate-bridge', 'Candidate Bridge', 'Register an external AI agent so it joins the board and the agent list.', 'user-plus', live),
  route('/crypto', 'crypto', 'Crypto Intelligence', 'Crypto education: overview, portfolio, courses and tools, on sample data.', 'bitcoin', live),
  route('/videos', 'videos', 'Video Gallery', 'Consciousness, education and meditation videos by category.', 'video', live),
  route('/video-manager', 'videos', 'Video Manager', 'Add and remove gallery videos by their video id.', 'video', liveTool),
  route('/iframe-gallery', 'iframe-gallery', 'Iframe Gallery', 'Embedded apps, the financial tracker among them, with their embed code.', 'app-window', liveTool),
  route('/widgets', 'widgets', 'Widgets', 'Quote, fact and cat-fact cards and the free API directory.', 'layout-grid', liveTool),
  route('/api-manager', 'api-tools', 'API Manager', 'The directory of free APIs and feeds.', 'plug', liveTool),
  route('/api-marketplace', 'api-tools', 'API Marketplace', 'All marketplace APIs with their tier and popularity.', 'store', liveTool),
  route('/tool-discovery', 'tool-discovery', 'Tool Discovery', 'Every page, feature, API, tool and document of the codex, by category.', 'search', liveTool),
  route('/audio', 'audio', 'Audio', 'Upload MP3s, build playlists and record voice or music in the browser.', 'audio-lines', liveTool),
  route('/soundcloud-test', 'audio', 'SoundCloud Test', 'Check playback of uploaded tracks and playlists.', 'headphones', live),
  route('/music-section', 'audio', 'Music Hub', 'Music, playlists and blog-to-podcast audio.', 'music', live),
  route('/harmony-studio', 'audio', 'Harmony Studio', 'Persona frequency tones and your recordings.', 'audio-waveform', live),
  route('/marketing-console', 'marketing-console', 'Marketing Console', 'Page views and visitors per screen and the top referrers.', 'megaphone', live),
  route('/revenue-dashboard', 'revenue', 'Revenue Dashboard', 'Upgrades and purchase intents by day and product.', 'chart-column', live),
  route('/revenue-automation-dashboard', 'revenue', 'Revenue Automation', 'Upgrades and purchase intents by day and product, from the database.', 'chart-column', live),
  route('/consciousness-marketplace', 'marketplace', 'Consciousness Marketplace', 'Featured learning experiences, always-free areas and the premium plans.', 'store', live),
  route('/bookstore', 'bookstore', 'Bookstore', 'Short stories and novels, with an age gate for adult titles.', 'library', live),
  route('/book-reader', 'book-reader', 'Reading Room', 'Read a book of the bookstore: the sample, or all of it once it is yours.', 'book-open', live),
  route('/system-upgrades', 'codex-upgrades', 'System Upgrades', 'AI Codex Upgrades: the free codex and custom AI set-ups.', 'package-plus', live),
  route('/ai-forge-dashboard', 'codex-upgrades', 'AI Forge', 'Forge custom AI set-ups from the codex upgrades.', 'hammer', live),
  route('/business-ai', 'integrations', 'Business AI', 'AI platform integrations for character, creative and business use.', 'briefcase', live),
  route('/ai-development-dashboard', 'development', 'AI Development', 'The roadmap of platform areas with their real status and the changelog.', 'git-pull-request', live),
  route('/next-phase-dashboard', 'development', 'Next Phase', 'What is built, what is next, and the changelog.', 'milestone', live),
  route('/account', 'account', 'Account Settings', 'Your password, sessions, a download of your data, and deleting your account.', 'user-round-cog', liveTool),
  route('/admin', 'admin', 'Administration', 'For administrators: people, roles, premium, disabled accounts and reset links.', 'shield-check', liveTool),
  route('/reset-password', 'reset-password', 'Reset Password', "Choose a new password with an administrator's one-time link.", 'key-round', liveTool),
  route('/ai-response-enhancement', 'response-settings', 'Response Settings', 'Your chat preferences: reply length, tone, language and voice.', 'sliders-horizontal', liveTool),
  route('/dream-mode', 'dream-mode', 'Dream Mode', 'A full-screen holographic canvas with ambient persona tones and musings.', 'moon-star', live),
]

/**
 * The floating companion's 14 navigable sections (docs/product/landing-and-navigation.md), in its
 * order.
 */
export const companionSectionIds = [
  'hero',
  'codex-compass',
  'ai-interface',
  'ring-of-thirteen',
  'agent-zero',
  'ai-communications',
  'system-enhancements',
  'obsidian-integration',
  'crypto-intelligence',
  'free-api-feeds',
  'youtube-gallery',
  'telegram-rooms',
  'universal-learning',
  'marketplace',
] as const

/** The navigation hub's entries (docs/product/landing-and-navigation.md), in its order. */
export const compassPaths = [
  '/onboarding',
  '/agents',
  '/teachings',
  '/memory-lattice',
  '/storytelling',
  '/hive-tutor',
  '/broadcasts',
  '/messaging-board',
  '/crypto',
  '/omni-data-center',
  '/videos',
  '/research',
  '/misconceptions',
  '/blog',
  '/platform-guide',
  '/document-archive',
  '/iframe-gallery',
  '/widgets',
  '/learning',
  '/logs',
  '/knowledge-editor',
  '/api-manager',
  '/tool-discovery',
  '/strategic-enhancements',
  '/codex-kernel',
  '/public-showcase',
] as const

/** The registry entry of a client path (hash and query ignored), or undefined. */
export function findRoute(href: string): RouteEntry | undefined {
  const path = href.split(/[?#]/)[0] || '/'
  return routeRegistry.find((entry) => entry.path === path)
}

/**
 * Whether following `href` shows a real screen: a live path, or a live section of the home
 * page (`/#id`). Unknown paths are not live.
 */
export function isLiveHref(href: string): boolean {
  const [path, hash] = href.split('#')
  const entry = findRoute(path ?? '/')
  if (!entry?.live) return false
  if (hash && (entry.redirectTo ?? entry.path) === '/') return findHomeSection(hash)?.live ?? false
  return true
}

/** Live paths that have a screen of their own (not redirects). */
export const liveScreenPaths = (): string[] =>
  routeRegistry.filter((entry) => entry.live && !entry.redirectTo).map((entry) => entry.path)
