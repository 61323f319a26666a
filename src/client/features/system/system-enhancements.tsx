import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs'
import { EnhancementsList } from './enhancements-list'
import { HealthOverview } from './health-overview'
import { MaintenanceActions } from './maintenance-actions'
import { PerformanceMetrics } from './performance-metrics'

/**
 * System Enhancements (docs/product/dashboards-and-operations.md): Sync System and Optimize, health
 * tiles, coverage bar and the three tabs. The Integration Status tab shows what the screen passes
 * in.
 */
export function SystemEnhancements({ integrationStatus }: { integrationStatus: ReactNode }) {
  return (
    <div className="space-y-8">
      <MaintenanceActions />
      <p className="text-sm text-muted-foreground">
        Which AI model answers, and whether it is reachable:{' '}
        <Link
          to="/model-connections"
          className="text-primary underline underline-offset-4 hover:decoration-2"
        >
          Model connections
        </Link>
        .
      </p>
      <HealthOverview />
      <Tabs defaultValue="enhancements">
        <TabsList aria-label="System enhancements">
          <TabsTrigger value="enhancements">Active Enhancements</TabsTrigger>
          <TabsTrigger value="performance">Performance Metrics</TabsTrigger>
          <TabsTrigger value="integrations">Integration Status</TabsTrigger>
        </TabsList>
        <TabsContent value="enhancements">
          <EnhancementsList />
        </TabsContent>
        <TabsContent value="performance">
          <PerformanceMetrics />
        </TabsContent>
        <TabsContent value="integrations">{integrationStatus}</TabsContent>
      </Tabs>
    </div>
  )
}
