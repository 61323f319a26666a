import { Check, Clock } from 'lucide-react'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card'
import type { Upgrade } from '@/shared/commerce'
import { CommerceIcon } from './commerce-icon'

export const dollars = (amount: number) => `$${amount.toFixed(2)}`

export function UpgradeCard({
  upgrade,
  pending,
  onChoose,
}: {
  upgrade: Upgrade
  pending: boolean
  onChoose: () => void
}) {
  const backend = upgrade.category === 'backend'
  return (
    <Card className="flex flex-col" role="article" aria-label={upgrade.title}>
      <CardHeader className="pb-3">
        <div className="flex items-start justify-between gap-3">
          <span className="grid size-10 place-items-center rounded-lg bg-primary/15 text-primary">
            <CommerceIcon name={upgrade.icon} className="size-5" />
          </span>
          <Badge variant={backend ? 'default' : 'secondary'}>{upgrade.badge}</Badge>
        </div>
        <CardTitle>{upgrade.title}</CardTitle>
        <CardDescription>{upgrade.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1 space-y-3 pb-4 text-sm">
        <ul className="grid gap-1.5">
          {upgrade.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-emerald-400" aria-hidden />
              {feature}
            </li>
          ))}
        </ul>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-muted-foreground">
          <span className="capitalize">{upgrade.complexity}</span>
          <span className="flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden />
            {upgrade.estimatedTime}
          </span>
        </p>
        <p className="font-medium">
          {backend ? `${dollars(upgrade.backendFee)} setup + ChatGPT costs` : 'Free'}
        </p>
      </CardContent>
      <CardFooter>
        <Button
          className="w-full"
          variant={backend ? 'default' : 'outline'}
          disabled={pending}
          onClick={onChoose}
        >
          {pending ? 'Processing...' : backend ? 'Request Custom Setup' : 'Get Free Upgrade'}
        </Button>
      </CardFooter>
    </Card>
  )
}
