import { GraduationCap, Hammer, Landmark, Palette, Sprout, type LucideIcon } from 'lucide-react'

const icons: Record<string, LucideIcon> = {
  hammer: Hammer,
  palette: Palette,
  landmark: Landmark,
  sprout: Sprout,
}

export function CategoryIcon({ name, className }: { name: string; className?: string }) {
  const Icon = icons[name] ?? GraduationCap
  return <Icon className={className} aria-hidden />
}
