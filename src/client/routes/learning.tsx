import { ScreenHeader } from '@/client/components/screen-header'
import { LearningDashboard } from '@/client/features/learning/components/learning-dashboard'
import { LearningFramework } from '@/client/features/learning/components/learning-framework'

/** Learning (docs/product/learning.md): the signed-in user's dashboard, then the framework. */
export default function LearningScreen() {
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6">
      <ScreenHeader eyebrow="Learning" title="Your learning">
        What you have learned in the codex: activities, time, streak and reports, counted from what
        you actually do.
      </ScreenHeader>
      <LearningDashboard />
      <section aria-labelledby="framework-heading" className="grid gap-4">
        <h2 id="framework-heading" className="font-display text-2xl font-semibold">
          Keep learning
        </h2>
        <LearningFramework />
      </section>
    </div>
  )
}
