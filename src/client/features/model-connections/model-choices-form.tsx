import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/client/components/ui/button'
import { Label } from '@/client/components/ui/label'
import { NativeSelect } from '@/client/components/ui/native-select'
import type {
  ChoiceScopeId,
  ConnectionsOverview,
  ModelChoices,
  ModelChoiceView,
} from '@/shared/model-connections'
import { CHOICE_SCOPES, OFFLINE_WHEN_UNSET } from '@/shared/model-connections'
import { useChooseModels } from './api'

const LABELS: Record<ChoiceScopeId, string> = {
  default: 'Default model',
  adam: 'Adam',
  eve: 'Eve',
  eva: 'Eva',
  alex: 'Alex',
  'agent-zero': 'Agent Zero',
  background: 'Background agents',
}
const SAME_AS_DEFAULT = ''
const OFFLINE = 'offline\noffline'

const encode = (choice: ModelChoiceView | null, scope: ChoiceScopeId) =>
  choice
    ? `${choice.connectionId}\n${choice.model}`
    : OFFLINE_WHEN_UNSET.includes(scope)
      ? OFFLINE
      : SAME_AS_DEFAULT

function decode(value: string, scope: ChoiceScopeId): ModelChoiceView | null {
  if (value === SAME_AS_DEFAULT || (OFFLINE_WHEN_UNSET.includes(scope) && value === OFFLINE))
    return null
  const [connectionId = '', model = ''] = value.split('\n')
  return { connectionId, model }
}

/**
 * The default model and each persona's, from the models the connections list (and the one
 * chosen now, even if its connection no longer lists it).
 */
export function ModelChoicesForm({
  overview,
  models,
}: {
  overview: ConnectionsOverview
  models: Record<string, string[]>
}) {
  const id = useId()
  const choose = useChooseModels()
  const [draft, setDraft] = useState<Partial<Record<ChoiceScopeId, string>>>({})
  const value = (scope: ChoiceScopeId) => draft[scope] ?? encode(overview.choices[scope], scope)
  const changed = Object.keys(draft).length > 0

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const choices = Object.fromEntries(
      Object.entries(draft).map(([scope, raw]) => [scope, decode(raw, scope as ChoiceScopeId)]),
    ) as Partial<ModelChoices>
    choose.mutate(choices, { onSuccess: () => setDraft({}) })
  }

  const options = (scope: ChoiceScopeId) => {
    const current = overview.choices[scope]
    return (
      <>
        {OFFLINE_WHEN_UNSET.includes(scope) ? null : (
          <option value={SAME_AS_DEFAULT}>Same as the default</option>
        )}
        <option value={OFFLINE}>Offline engine ({overview.offlineModel})</option>
        {overview.connections.map((connection) => {
          const listed = new Set(models[connection.id] ?? [])
          if (current?.connectionId === connection.id) listed.add(current.model)
          return listed.size ? (
            <optgroup key={connection.id} label={connection.name}>
              {[...listed].sort().map((model) => (
                <option key={model} value={`${connection.id}\n${model}`}>
                  {model}
                </option>
              ))}
            </optgroup>
          ) : null
        })}
      </>
    )
  }

  return (
    <form onSubmit={submit} aria-label="Models" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CHOICE_SCOPES.map((scope) => (
          <div key={scope} className="space-y-1">
            <Label htmlFor={`${id}-${scope}`}>{LABELS[scope]}</Label>
            <NativeSelect
              id={`${id}-${scope}`}
              value={value(scope)}
              onChange={(event) => setDraft({ ...draft, [scope]: event.target.value })}
            >
              {options(scope)}
            </NativeSelect>
          </div>
        ))}
      </div>
      {choose.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {choose.error.message}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!changed || choose.isPending}>
          Save models
        </Button>
        {choose.isSuccess && !changed ? (
          <p role="status" className="text-sm text-muted-foreground">
            Saved: the next message uses them.
          </p>
        ) : null}
      </div>
    </form>
  )
}
