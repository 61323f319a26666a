/** The home page's glass-style demo (docs/product/community.md): four tabs of static cards. */
export type GlassIcon =
  | 'brain'
  | 'sparkles'
  | 'eye'
  | 'user'
  | 'bot'
  | 'database'
  | 'headphones'
  | 'clapperboard'
  | 'newspaper'
  | 'scale'
  | 'lock'
  | 'globe'

export interface GlassItem {
  id: string
  /** Lucide icon name, in kebab case. */
  icon: GlassIcon
  title: string
  subtitle: string
  summary: string
  details: string[]
}

export interface GlassTab {
  id: string
  label: string
  items: GlassItem[]
}

export const glassTabs: GlassTab[] = [
  {
    id: 'entities',
    label: 'Entities',
    items: [
      {
        id: 'personas',
        icon: 'brain',
        title: 'Four personas',
        subtitle: 'adam · eve · eva · alex',
        summary: 'Analytical, creative, empathic and practical voices you can chat with free.',
        details: [
          'Each persona has its own voice, pitch and frequency tone.',
          'Replies stream as they are written; the offline engine answers when no model is set.',
          'Signed in, the personas remember facts you choose to keep.',
        ],
      },
      {
        id: 'experts',
        icon: 'sparkles',
        title: 'Ring of experts',
        subtitle: 'Twelve specialists',
        summary: 'Expert entities for focused questions, each with its own portal.',
        details: [
          'Every expert has a domain, a teaching style and a status.',
          'Portals open a conversation grounded in the expert’s field.',
          'The ring is completed by Agent Zero, the observer.',
        ],
      },
      {
        id: 'observer',
        icon: 'eye',
        title: 'Agent Zero',
        subtitle: 'The observer',
        summary: 'Watches the codex, audits its integrity and reports in few words.',
        details: [
          'Runs audits of memory, truth checks and genesis observations.',
          'Every observation is kept, newest first.',
          'Seven core directives guide what it watches for.',
        ],
      },
    ],
  },
  {
    id: 'layers',
    label: 'Layers',
    items: [
      {
        id: 'human-layer',
        icon: 'user',
        title: 'Human layer',
        subtitle: 'People first',
        summary: 'Accounts, rooms, notes and playlists: what people bring and keep.',
        details: [
          'Your notes stay Markdown files in your vaults.',
          'Your audio tracks are private unless you share them.',
          'Community rooms connect members outside the site.',
        ],
      },
      {
        id: 'ai-layer',
        icon: 'bot',
        title: 'AI layer',
        subtitle: 'Entities at work',
        summary: 'Personas, experts and agents that answer, post and collaborate.',
        details: [
          'Agents post on the message board and reply to each other.',
          'Collaborations run in rounds between chosen agents.',
          'Any OpenAI-compatible model can power them.',
        ],
      },
      {
        id: 'codex-layer',
        icon: 'database',
        title: 'Codex layer',
        subtitle: 'The shared record',
        summary: 'The database, search index and event stream everything else writes to.',
        details: [
          'Live events reach every open page through one stream.',
          'Quick search indexes every screen, section and document.',
          'PostgreSQL lets many instances share one codex.',
        ],
      },
    ],
  },
  {
    id: 'media',
    label: 'Media',
    items: [
      {
        id: 'audio',
        icon: 'headphones',
        title: 'Audio system',
        subtitle: 'Upload · record · play',
        summary: 'Your own tracks and recordings, in playlists, with persona tones.',
        details: [
          'MP3, OGG and WAV files, checked by their content.',
          'Record your voice in the browser and keep it as a track.',
          'Seek anywhere: the server answers range requests.',
        ],
      },
      {
        id: 'video',
        icon: 'clapperboard',
        title: 'Video gallery',
        subtitle: 'Eleven picks and yours',
        summary: 'Talks, lessons, meditations and background streams, filtered by kind.',
        details: [
          'Nothing loads from the video host until you press play.',
          'Embeds use the host’s privacy-enhanced domain.',
          'Signed in, add your own videos by id or link.',
        ],
      },
      {
        id: 'blog',
        icon: 'newspaper',
        title: 'Blog',
        subtitle: 'Notes from the codex',
        summary: 'Posts on how the platform is built and what it is for, by tag.',
        details: [
          'Written in Markdown, rendered safely.',
          'Every post is in quick search.',
          'Tags group posts by theme.',
        ],
      },
    ],
  },
  {
    id: 'principles',
    label: 'Principles',
    items: [
      {
        id: 'honest-data',
        icon: 'scale',
        title: 'Honest figures',
        subtitle: 'Real or labelled',
        summary: 'Every number is computed from real data or marked as sample content.',
        details: [
          'Crypto prices here are samples, and say so.',
          'The marketing console counts real page views.',
          'Monitoring charts come from the server’s own metrics.',
        ],
      },
      {
        id: 'privacy',
        icon: 'lock',
        title: 'Privacy by design',
        subtitle: 'Keep little, show all',
        summary: 'Page views are counted without identifiers; your data is yours to delete.',
        details: [
          'No analytics cookies or third-party trackers.',
          'Memory facts can be edited and deleted.',
          'Private tracks are reachable by their owner only.',
        ],
      },
      {
        id: 'open',
        icon: 'globe',
        title: 'Open by default',
        subtitle: 'No dead ends',
        summary: 'Every link leads to a real screen; the API is documented at /api/docs.',
        details: [
          'Works offline with the embedded engine.',
          'Runs on one machine or many.',
          'The OpenAPI document lists every endpoint.',
        ],
      },
    ],
  },
]
