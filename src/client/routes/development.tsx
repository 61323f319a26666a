import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs'
import { Changelog } from '@/client/features/system/changelog'
import { DevelopmentAreas } from '@/client/features/system/development-areas'
import { OperatorScreen } from '@/client/components/operator-screen'

/** `/ai-development-dashboard`, `/next-phase-dashboard`: the areas' real status, the changelog. */
export default function DevelopmentScreen() {
  return (
    <OperatorScreen eyebrow="Development" fallbackTitle="AI Development">
      <Tabs defaultValue="areas">
        <TabsList aria-label="Development">
          <TabsTrigger value="areas">Areas</TabsTrigger>
          <TabsTrigger value="changelog">Changelog</TabsTrigger>
        </TabsList>
        <TabsContent value="areas">
          <DevelopmentAreas />
        </TabsContent>
        <TabsContent value="changelog">
          <Changelog />
        </TabsContent>
      </Tabs>
    </OperatorScreen>
  )
}
