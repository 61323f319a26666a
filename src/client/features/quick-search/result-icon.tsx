import {
  Activity,
  AudioLines,
  BookOpen,
  Braces,
  Clapperboard,
  Compass,
  Cpu,
  FileText,
  House,
  Layers,
  LayoutGrid,
  NotebookPen,
  Orbit,
  Puzzle,
  Radar,
  ScrollText,
  Search,
  Sparkles,
  Store,
  Wallet,
  Wrench,
  type LucideIcon,
} from 'lucide-react'
import type { SearchCategory } from '@/shared/search'

// The icons of what is indexed today; anything else shows its category's icon.
const icons: Record<string, LucideIcon> = {
  activity: Activity,
  'audio-lines': AudioLines,
  'book-open': BookOpen,
  braces: Braces,
  clapperboard: Clapperboard,
  compass: Compass,
  cpu: Cpu,
  home: House,
  layers: Layers,
  'notebook-pen': NotebookPen,
  orbit: Orbit,
  radar: Radar,
  'scroll-text': ScrollText,
  search: Search,
  sparkles: Sparkles,
  store: Store,
  wallet: Wallet,
}

const categoryIcons: Record<SearchCategory, LucideIcon> = {
  page: LayoutGrid,
  feature: Sparkles,
  api: Braces,
  tool: Wrench,
  component: Puzzle,
  content: FileText,
}

export function ResultIcon({ icon, category }: { icon: string; category: SearchCategory }) {
  const Icon = icons[icon] ?? categoryIcons[category]
  return <Icon className="size-4 shrink-0 text-primary" aria-hidden />
}

export const categoryLabels: Record<SearchCategory, string> = {
  page: 'Pages',
  feature: 'Features',
  api: 'APIs',
  tool: 'Tools',
  component: 'Components',
  content: 'Content',
}
