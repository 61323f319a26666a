import { BookOpen, History, MessagesSquare, Sparkles } from 'lucide-react'

const benefits = [
  {
    icon: MessagesSquare,
    title: 'Talk with every persona',
    text: 'adam, eve, eva and alex answer free members ten new conversations a day.',
  },
  {
    icon: BookOpen,
    title: 'Keep your learning',
    text: 'Enrolments, streaks and reports follow your account on every device.',
  },
  {
    icon: History,
    title: 'A history that stays',
    text: 'Premium keeps every conversation, searchable, and lets you continue from any message.',
  },
  {
    icon: Sparkles,
    title: 'Personas that remember',
    text: 'Premium personas keep the facts you share with them, and you can edit what they know.',
  },
]

export function BenefitsPanel() {
  return (
    <aside
      aria-labelledby="benefits-title"
      className="rounded-xl border border-border bg-card/60 p-6"
    >
      <h3 id="benefits-title" className="font-display text-lg font-semibold">
        Why create an account
      </h3>
      <ul className="mt-5 grid gap-5">
        {benefits.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/15 text-primary">
              <Icon className="size-4" aria-hidden />
            </span>
            <div>
              <p className="font-medium">{title}</p>
              <p className="text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  )
}
