import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { NativeSelect } from '@/client/components/ui/native-select'
import { api, queryKeyOf } from '@/client/lib/api'
import { cn } from '@/client/lib/utils'
import { chatEndpoints } from '@/shared/endpoints/chat'

/** The models people may chat with: the administrator's choices, then the offline engine. */
export const useOfferedModels = () =>
  useQuery({
    queryKey: queryKeyOf(chatEndpoints.models),
    queryFn: ({ signal }) => api(chatEndpoints.models, undefined, { signal }),
    select: (data) => data.models,
    staleTime: 60_000,
  })

/** The persona's own model, unless the person picks another offered one. */
export const PERSONA_MODEL = ''

/**
 * The chat header's model picker (decision 205): "The persona's model" (what an administrator
 * chose for it) or one of the offered models; with no model connected only the offline engine.
 */
export function ModelPicker({
  value,
  onChange,
  className,
}: {
  value: string
  onChange: (model: string) => void
  className?: string
}) {
  const models = useOfferedModels()
  const id = useId()
  const offered = models.data ?? []
  const onlyOffline = offered.every((model) => model.engine === 'offline')
  return (
    <div className={cn('flex min-w-0 items-center gap-2 text-xs', className)}>
      <label htmlFor={id} className="shrink-0 text-muted-foreground">
        Model
      </label>
      <NativeSelect
        id={id}
        value={onlyOffline ? 'offline' : value}
        onChange={(event) => onChange(event.target.value)}
        className="min-w-0 max-w-[14rem] flex-1 [&_select]:h-8 [&_select]:text-xs"
      >
        {onlyOffline ? null : <option value={PERSONA_MODEL}>The persona's model</option>}
        {offered.length ? (
          offered.map((model) => (
            <option key={model.id} value={model.id}>
              {model.label}
            </option>
          ))
        ) : (
          <option value="offline">Offline engine</option>
        )}
      </NativeSelect>
    </div>
  )
}
