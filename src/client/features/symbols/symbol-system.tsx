import { Shapes } from 'lucide-react'
import { SymbolCompiler } from './symbol-compiler'
import { SymbolGlossary } from './symbol-glossary'

/** The symbol system: glossary and compiler; the compiler path shows the compiler first. */
export function SymbolSystem({ compilerFirst }: { compilerFirst: boolean }) {
  const compiler = (
    <section
      key="compiler"
      aria-labelledby="compiler-heading"
      className="rounded-2xl border border-border bg-card/40 p-5 sm:p-6"
    >
      <h2 id="compiler-heading" className="font-display text-2xl font-semibold">
        Symbolic Language Compiler
      </h2>
      <p className="mt-1 mb-5 text-sm text-muted-foreground">
        Write a sentence, compile it into the codex’s symbols, and read it back word for word.
      </p>
      <SymbolCompiler />
    </section>
  )
  const glossary = (
    <section key="glossary" aria-labelledby="glossary-heading">
      <h2 id="glossary-heading" className="font-display text-2xl font-semibold">
        Glossary
      </h2>
      <p className="mt-1 mb-5 text-sm text-muted-foreground">Each symbol stands for one word.</p>
      <SymbolGlossary />
    </section>
  )
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <p className="flex items-center gap-2 text-sm font-medium uppercase tracking-[0.2em] text-primary">
        <Shapes className="size-4" aria-hidden /> Symbol system
      </p>
      <h1 className="mt-3 font-display text-3xl font-semibold sm:text-4xl">
        The symbols of the codex
      </h1>
      <p className="mt-3 max-w-2xl text-muted-foreground">
        A small symbolic language for consciousness, memory and learning, and a compiler that turns
        any sentence into it and back.
      </p>
      <div className="mt-10 space-y-12">
        {compilerFirst ? [compiler, glossary] : [glossary, compiler]}
      </div>
    </div>
  )
}
