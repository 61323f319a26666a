import { glassTabs, type GlassIcon, type GlassItem } from '@content/glass-showcase'
import {
  ArrowUpRight,
  Bot,
  Brain,
  Clapperboard,
  Database,
  Eye,
  Globe,
  Headphones,
  Lock,
  Newspaper,
  Scale,
  Sparkles,
  User,
  type LucideIcon,
} from 'lucide-react'
import { useState } from 'react'
import { SectionHeading } from '@/client/components/section-heading'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs'

const icons: Record<GlassIcon, LucideIcon> = {
  bot: Bot,
  brain: Brain,
  clapperboard: Clapperboard,
  database: Database,
  eye: Eye,
  globe: Globe,
  headphones: Headphones,
  lock: Lock,
  newspaper: Newspaper,
  scale: Scale,
  sparkles: Sparkles,
  user: User,
}

function GlassIconBadge({ icon, large }: { icon: GlassIcon; large?: boolean }) {
  const Icon = icons[icon]
  return (
    <span
      className={`grid place-items-center rounded-xl border border-white/10 bg-white/[0.06] text-accent ${large ? 'size-14' : 'size-11'}`}
    >
      <Icon className={large ? 'size-7' : 'size-5'} aria-hidden />
    </span>
  )
}

const glass =
  'border border-white/10 bg-white/[0.04] shadow-[inset_0_1px_0_0_rgba(255,255,255,0.08)] backdrop-blur-xl'

/** docs/product/community.md glass-style demo: four tabs of static cards and a detail overlay. */
export function GlassShowcase() {
  const [open, setOpen] = useState<GlassItem | null>(null)
  return (
    <div className="relative mx-auto max-w-7xl overflow-hidden px-4 py-16 sm:px-6">
      <div
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(40rem_20rem_at_20%_20%,oklch(0.7_0.17_285/0.25),transparent),radial-gradient(30rem_20rem_at_80%_70%,oklch(0.8_0.13_195/0.2),transparent)]"
        aria-hidden
      />
      <SectionHeading eyebrow="Showcase" title="The Codex in Glass">
        A quick tour of what the codex holds, in four views. Open any card for the details.
      </SectionHeading>
      <Tabs defaultValue={glassTabs[0]?.id} className="mt-8">
        <TabsList aria-label="Showcase views" className={`${glass} bg-white/[0.06]`}>
          {glassTabs.map((tab) => (
            <TabsTrigger key={tab.id} value={tab.id}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {glassTabs.map((tab) => (
          <TabsContent key={tab.id} value={tab.id}>
            <ul className="grid gap-4 md:grid-cols-3">
              {tab.items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => setOpen(item)}
                    className={`${glass} group flex h-full w-full flex-col rounded-2xl p-5 text-left transition-colors hover:border-primary/50 hover:bg-white/[0.07]`}
                    aria-haspopup="dialog"
                  >
                    <span className="flex w-full items-start justify-between">
                      <GlassIconBadge icon={item.icon} />
                      <ArrowUpRight
                        className="size-4 text-muted-foreground transition-colors group-hover:text-primary"
                        aria-hidden
                      />
                    </span>
                    <span className="mt-4 font-display text-lg font-semibold">{item.title}</span>
                    <span className="text-sm text-primary">{item.subtitle}</span>
                    <span className="mt-2 text-sm text-muted-foreground">{item.summary}</span>
                  </button>
                </li>
              ))}
            </ul>
          </TabsContent>
        ))}
      </Tabs>
      <Dialog open={open !== null} onOpenChange={(next) => (next ? undefined : setOpen(null))}>
        <DialogContent className={`${glass} bg-card/80`}>
          {open ? (
            <>
              <DialogHeader>
                <GlassIconBadge icon={open.icon} large />
                <DialogTitle>{open.title}</DialogTitle>
                <DialogDescription>{open.summary}</DialogDescription>
              </DialogHeader>
              <ul className="space-y-2 text-sm">
                {open.details.map((detail) => (
                  <li key={detail} className="flex gap-2">
                    <span
                      className="mt-1.5 size-1.5 shrink-0 rounded-full bg-primary"
                      aria-hidden
                    />
                    {detail}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  )
}
