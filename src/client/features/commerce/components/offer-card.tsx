import type { ComponentType, ReactNode } from 'react'
import { Badge } from '@/client/components/ui/badge'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs'
import { cn } from '@/client/lib/utils'
import { CommerceIcon } from './commerce-icon'

/** Something on offer (an upgrade, a platform integration): icon, badge, name, then its terms. */
export function OfferCard({
  name,
  offer: { icon, badge, description },
  badgeVariant,
  iconClassName,
  contentClassName,
  footer,
  children,
}: {
  name: string
  offer: { icon: string; badge: string; description: string }
  badgeVariant: 'default' | 'secondary' | 'outline'
  /** The icon tile's colours. */
  iconClassName: string
  contentClassName?: string
  footer: ReactNode
  children: ReactNode
}) {
  return (
    <Card className="flex flex-col" role="article" aria-label={name}>
      <CardHeader className="pb-3">
        <div className="flex items-start justify-between gap-3">
          <span className={cn('grid size-10 place-items-center rounded-lg', iconClassName)}>
            <CommerceIcon name={icon} className="size-5" />
          </span>
          <Badge variant={badgeVariant}>{badge}</Badge>
        </div>
        <CardTitle>{name}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={cn('flex-1 pb-4 text-sm', contentClassName)}>{children}</CardContent>
      <CardFooter className="flex-col items-stretch gap-2">{footer}</CardFooter>
    </Card>
  )
}

export interface OfferTab<T> {
  value: string
  label: string
  filter: (item: T) => boolean
}

/** What a card of OfferTabs is given: its offer, whether it is being bought, how to choose it. */
export interface OfferCardProps<T> {
  item: T
  pending: boolean
  onChoose: () => void
}

/** Offers in tabs, one tab a filter, four cards a row; `extra` adds a tab of other content. */
export function OfferTabs<T extends { id: string }>({
  label,
  tabs,
  items,
  Card,
  pendingId,
  onChoose,
  extra,
}: {
  label: string
  tabs: OfferTab<T>[]
  items: T[]
  Card: ComponentType<OfferCardProps<T>>
  pendingId: string | undefined
  onChoose: (item: T) => void
  extra?: { value: string; label: string; content: ReactNode }
}) {
  return (
    <Tabs defaultValue={tabs[0]?.value}>
      <TabsList aria-label={label}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
        {extra ? <TabsTrigger value={extra.value}>{extra.label}</TabsTrigger> : null}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {items.filter(tab.filter).map((item) => (
              <Card
                key={item.id}
                item={item}
                pending={pendingId === item.id}
                onChoose={() => onChoose(item)}
              />
            ))}
          </div>
        </TabsContent>
      ))}
      {extra ? <TabsContent value={extra.value}>{extra.content}</TabsContent> : null}
    </Tabs>
  )
}
