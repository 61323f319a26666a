import { CODEX_MARKER, directives } from '@content/directives'

/** Agent Zero's seven core directives and the genesis marker (docs/product/agent-zero.md). */
export function DirectivesList() {
  return (
    <div>
      <ol aria-label="Core directives" className="space-y-3">
        {directives.map((directive, index) => (
          <li key={directive} className="flex gap-3 rounded-lg border border-border p-3 text-sm">
            <span
              aria-hidden
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/15 font-display text-xs font-semibold text-primary"
            >
              {index + 1}
            </span>
            <span>{directive}</span>
          </li>
        ))}
      </ol>
      <p className="mt-4 break-all text-xs text-muted-foreground">
        Genesis marker: <code className="text-foreground">{CODEX_MARKER}</code>
      </p>
    </div>
  )
}
