import {
  AudioLines,
  Bot,
  Briefcase,
  Database,
  Drama,
  FlaskConical,
  GraduationCap,
  HeartPulse,
  Image,
  Landmark,
  Music,
  NotebookPen,
  Package,
  Palette,
  Plug,
  Route,
  Sparkles,
  type LucideIcon,
} from 'lucide-react'

const icons: Record<string, LucideIcon> = {
  'audio-lines': AudioLines,
  bot: Bot,
  briefcase: Briefcase,
  database: Database,
  drama: Drama,
  'flask-conical': FlaskConical,
  'graduation-cap': GraduationCap,
  'heart-pulse': HeartPulse,
  image: Image,
  landmark: Landmark,
  music: Music,
  'notebook-pen': NotebookPen,
  palette: Palette,
  plug: Plug,
  route: Route,
  sparkles: Sparkles,
}

/** The Lucide icon a catalogue entry names (kebab case). */
export function CommerceIcon({ name, className }: { name: string; className?: string }) {
  const Icon = icons[name] ?? Package
  return <Icon className={className} aria-hidden />
}
