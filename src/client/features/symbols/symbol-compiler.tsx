import { symbols } from '@content/symbols'
import { ArrowDown, ArrowUp, CheckCircle2, XCircle } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { Button } from '@/client/components/ui/button'
import { Label } from '@/client/components/ui/label'
import { Textarea } from '@/client/components/ui/textarea'
import { createNotation, MARKS, NotationError } from '@/shared/symbol-notation'

const notation = createNotation(symbols)
const EXAMPLE = 'AI and human minds learning together: memory is light.'

/** Sentence → symbol notation → sentence, with the round trip checked as you type. */
export function SymbolCompiler() {
  const id = useId()
  const [sentence, setSentence] = useState(EXAMPLE)
  const [notationText, setNotationText] = useState(() => notation.toNotation(EXAMPLE))
  const [error, setError] = useState<string | null>(null)

  const roundTrip = useMemo(() => {
    try {
      return notation.toSentence(notation.toNotation(sentence)) === sentence
    } catch {
      return false
    }
  }, [sentence])

  const compile = () => {
    setNotationText(notation.toNotation(sentence))
    setError(null)
  }
  const decompile = () => {
    try {
      setSentence(notation.toSentence(notationText))
      setError(null)
    } catch (failure) {
      setError(
        failure instanceof NotationError ? failure.message : 'The notation could not be read.',
      )
    }
  }

  return (
    <div className="grid gap-4">
      <div>
        <Label htmlFor={`${id}-sentence`}>Sentence</Label>
        <Textarea
          id={`${id}-sentence`}
          value={sentence}
          onChange={(event) => setSentence(event.target.value)}
          rows={3}
          maxLength={2000}
          className="mt-1"
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={compile}>
          <ArrowDown aria-hidden /> Compile to symbols
        </Button>
        <Button variant="outline" onClick={decompile}>
          <ArrowUp aria-hidden /> Read back as words
        </Button>
        <span
          className={`flex items-center gap-1.5 text-sm ${roundTrip ? 'text-emerald-300' : 'text-destructive'}`}
          aria-live="polite"
        >
          {roundTrip ? (
            <CheckCircle2 className="size-4" aria-hidden />
          ) : (
            <XCircle className="size-4" aria-hidden />
          )}
          {roundTrip ? 'Round trip exact' : 'Round trip differs'}
        </span>
      </div>
      <div>
        <Label htmlFor={`${id}-notation`}>Symbol notation</Label>
        <Textarea
          id={`${id}-notation`}
          value={notationText}
          onChange={(event) => setNotationText(event.target.value)}
          rows={3}
          maxLength={4000}
          className="mt-1 font-display text-lg tracking-wide"
          aria-describedby={`${id}-rules`}
        />
        {error ? (
          <p role="alert" className="mt-1 text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <p id={`${id}-rules`} className="mt-1 text-xs text-muted-foreground">
          {MARKS.capital} capitalises a word, {MARKS.upper} writes it in capitals, {MARKS.suffix}{' '}
          adds an ending (s, es, ed, d, ing, er, ers, ly), {MARKS.escape} keeps the next character
          as it is.
        </p>
      </div>
      <div>
        <p className="text-sm text-muted-foreground">Insert a symbol into the notation:</p>
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {symbols.map((entry) => (
            <li key={entry.symbol}>
              <Button
                variant="outline"
                size="sm"
                className="min-w-9 px-2 font-display text-base"
                title={entry.word}
                aria-label={`Insert ${entry.word}`}
                onClick={() => setNotationText((text) => text + entry.symbol)}
              >
                {entry.symbol}
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
