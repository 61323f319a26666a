import { SectionHeading } from '@/client/components/section-heading'
import { RouteButton } from '@/client/components/route-button'
import { LearningDashboard } from './learning-dashboard'
import { LearningFramework } from './learning-framework'

/** The home page's `universal-learning` section: the dashboard and the four-tab framework. */
export function UniversalLearning() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeading eyebrow="Learning" title="Universal Learning">
          Free courses from open teachers and AI-mentored courses in four areas of learning, with a
          dashboard of your progress.
        </SectionHeading>
        <RouteButton to="/teachings" variant="outline">
          Open Teachings &amp; tutor chat
        </RouteButton>
      </div>
      <div className="mt-8 grid gap-8">
        <LearningDashboard />
        <LearningFramework />
      </div>
    </div>
  )
}
