import { SectionHeading } from '@/client/components/section-heading'
import { IntegrationMatrix } from '@/client/features/agent-zero/integration-matrix'
import { SystemEnhancements } from '@/client/features/system/system-enhancements'

/** System Enhancements with the integration matrix whose states Agent Zero's checks decide. */
export function SystemEnhancementsContent() {
  return <SystemEnhancements integrationStatus={<IntegrationMatrix />} />
}

/** The home page's `system-enhancements` section. */
export function HomeSystemEnhancements() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <SectionHeading eyebrow="System" title="System Enhancements">
        The platform&apos;s components and their health, measured live: load, response time,
        coverage of enhanced components, and the state of every integration.
      </SectionHeading>
      <div className="mt-10">
        <SystemEnhancementsContent />
      </div>
    </div>
  )
}
