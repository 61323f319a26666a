import { Clock, Flame, Sparkles, UserRound } from 'lucide-react'
import { RouteButton } from '@/client/components/route-button'
import { Badge } from '@/client/components/ui/badge'
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card'
import { Progress } from '@/client/components/ui/progress'
import { useStoredUser } from '@/client/lib/stored-user'
import {
  formatMinutes,
  learningProgress,
  learningTimeBasis,
  PROGRESS_GOAL,
} from '@/shared/learning'
import { useLearningStats } from '../api/get-learning-stats'
import { ReportButtons } from './report-buttons'
import { StatTile } from '@/client/components/stat-tile'
import { plural } from '@/shared/plural'

/**
 * docs/product/learning.md learning dashboard for the signed-in user: totals, streak, progress (50
 * activities make 100%), two favourite agents plus '+N', weekly and monthly reports.
 */
export function LearningDashboard() {
  const user = useStoredUser()
  const stats = useLearningStats(user?.id)

  if (!user) {
    return (
      <Card className="bg-card/60">
        <CardHeader>
          <CardTitle>Your learning dashboard</CardTitle>
          <CardDescription>
            Sign in and the codex keeps count of what you learn: courses opened and enrolled, tutor
            and persona chats, your streak, and weekly or monthly reports to download.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <RouteButton to="/#auth">Sign in or create an account</RouteButton>
        </CardContent>
      </Card>
    )
  }

  const data = stats.data
  const progress = learningProgress(data?.totalActivities ?? 0)
  const [first, second, ...others] = data?.favoriteAgents ?? []
  return (
    <Card
      className="bg-card/60"
      role="region"
      aria-label="Your learning dashboard"
      aria-busy={stats.isPending}
    >
      <CardHeader>
        <CardTitle>Your learning dashboard</CardTitle>
        <CardDescription>
          {stats.isError
            ? `Could not load your stats: ${stats.error.message}`
            : `Signed in as ${user.username}.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <dl className="grid gap-3 sm:grid-cols-3">
          <StatTile
            icon={Sparkles}
            label="Total activities"
            value={data ? String(data.totalActivities) : '…'}
          />
          <StatTile
            icon={Clock}
            label="Estimated learning time"
            value={data ? `≈ ${formatMinutes(data.totalLearningTime)}` : '…'}
            detail={learningTimeBasis()}
          />
          <StatTile
            icon={Flame}
            label="Learning streak"
            value={data ? plural(data.learningStreak, 'day') : '…'}
          />
        </dl>
        <div className="grid gap-2">
          <div className="flex justify-between text-sm">
            <span id="learning-progress-label">Learning progress</span>
            <span className="text-muted-foreground">
              {data?.totalActivities ?? 0} of {PROGRESS_GOAL} activities · {progress}%
            </span>
          </div>
          <Progress value={progress} aria-labelledby="learning-progress-label" />
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="flex items-center gap-1.5 text-muted-foreground">
            <UserRound className="size-4" aria-hidden />
            Favourite agents:
          </span>
          {first ? (
            <>
              <Badge variant="secondary">{first}</Badge>
              {second ? <Badge variant="secondary">{second}</Badge> : null}
              {others.length ? (
                <Badge variant="outline" title={others.join(', ')}>
                  +{others.length}
                </Badge>
              ) : null}
            </>
          ) : (
            <span className="text-muted-foreground">none yet: chat with a mentor or persona</span>
          )}
        </div>
        <ReportButtons userId={user.id} />
      </CardContent>
    </Card>
  )
}
