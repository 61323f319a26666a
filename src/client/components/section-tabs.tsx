import type { ReactNode } from 'react'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs'

export interface SectionTab {
  value: string
  label: ReactNode
  content: ReactNode
}

/** A screen's parts as tabs: one trigger and one panel per entry, `label` names the tab list. */
export function SectionTabs({
  label,
  tabs,
  defaultValue = tabs[0]?.value,
  className,
}: {
  label: string
  tabs: SectionTab[]
  defaultValue?: string
  className?: string
}) {
  return (
    <Tabs defaultValue={defaultValue} className={className}>
      <TabsList aria-label={label}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          {tab.content}
        </TabsContent>
      ))}
    </Tabs>
  )
}
