import { cn } from '@/client/lib/utils'

/** A fieldset of radio buttons drawn as pills; arrow keys move between them natively. */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  describe,
}: {
  legend: string
  name: string
  options: readonly { value: T; label: string }[]
  value: T
  onChange: (value: T) => void
  describe?: string
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">{legend}</legend>
      {describe ? <p className="mt-1 text-xs text-muted-foreground">{describe}</p> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="peer sr-only"
            />
            <span
              className={cn(
                'inline-flex rounded-full border border-border px-4 py-1.5 text-sm transition-colors hover:bg-muted peer-focus-visible:ring-2 peer-focus-visible:ring-ring',
                value === option.value && 'border-primary bg-primary/15 text-foreground',
              )}
            >
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
