import { cryptoCourses } from '@content/crypto'
import { CheckCircle2, Circle, CircleDashed } from 'lucide-react'
import { useState } from 'react'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import { Progress } from '@/client/components/ui/progress'
import type { CryptoCourseStatus } from '@/shared/crypto'

const statusLabel: Record<CryptoCourseStatus, string> = {
  completed: 'Completed',
  'in-progress': 'In progress',
  'not-started': 'Not started',
}
const statusStyle: Record<CryptoCourseStatus, string> = {
  completed: 'bg-emerald-500/20 text-emerald-300',
  'in-progress': 'bg-sky-500/20 text-sky-300',
  'not-started': 'bg-muted text-muted-foreground',
}
const StatusIcon = { completed: CheckCircle2, 'in-progress': CircleDashed, 'not-started': Circle }

export function EducationTab() {
  const [filter, setFilter] = useState<CryptoCourseStatus | 'all'>('all')
  const shown = cryptoCourses.filter((course) => filter === 'all' || course.status === filter)
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Show courses">
        {(['all', 'completed', 'in-progress', 'not-started'] as const).map((value) => (
          <Button
            key={value}
            size="sm"
            variant={filter === value ? 'default' : 'outline'}
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
          >
            {value === 'all' ? 'All courses' : statusLabel[value]} (
            {value === 'all'
              ? cryptoCourses.length
              : cryptoCourses.filter((course) => course.status === value).length}
            )
          </Button>
        ))}
      </div>
      <ul className="grid gap-3 md:grid-cols-2">
        {shown.map((course) => {
          const Icon = StatusIcon[course.status]
          return (
            <li key={course.id} className="rounded-xl border border-border bg-card/60 p-4">
              <div className="flex items-start justify-between gap-3">
                <h4 className="flex items-center gap-2 font-semibold">
                  <Icon className="size-4 shrink-0 text-primary" aria-hidden />
                  {course.title}
                </h4>
                <Badge className={statusStyle[course.status]}>{statusLabel[course.status]}</Badge>
              </div>
              <p className="mt-2 text-sm text-muted-foreground">{course.description}</p>
              <Progress
                className="mt-3"
                value={(course.lessonsDone / course.lessons) * 100}
                aria-label={`${course.title} progress`}
              />
              <p className="mt-1 text-xs text-muted-foreground">
                {course.lessonsDone} of {course.lessons} lessons (sample progress)
              </p>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
