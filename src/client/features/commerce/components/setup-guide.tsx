const steps = [
  {
    title: 'Start with the free codex',
    body: 'Every persona, the free courses, the message board and the learning dashboard work out of the box. Free upgrades add to that at no cost.',
  },
  {
    title: 'Connect your own model',
    body: 'Self-hosting? An administrator connects any OpenAI-compatible server (OpenAI, Ollama, vLLM, llama.cpp server, LM Studio) on the Model Connections screen and picks a model for every persona, no restart needed (AI_BASE_URL, AI_API_KEY and AI_MODEL still work). Without one the offline engine answers.',
  },
  {
    title: 'Keep data in PostgreSQL',
    body: 'Set DATABASE_URL to a PostgreSQL database to run several instances behind a load balancer; without it the codex keeps its data in ./data.',
  },
  {
    title: 'Ask us for a custom setup',
    body: 'Custom AI upgrades are set up for you: confirm the one-time $2.00 setup fee and the external ChatGPT costs, and the request is recorded with your account.',
  },
]

/** The Setup Guide tab: how the upgrades come together, with the real configuration names. */
export function SetupGuide() {
  return (
    <ol className="grid gap-4 md:grid-cols-2">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4 rounded-xl border border-border bg-card/60 p-5">
          <span className="grid size-8 shrink-0 place-items-center rounded-full bg-primary/20 font-display font-semibold text-primary">
            {index + 1}
          </span>
          <div>
            <h4 className="font-medium">{step.title}</h4>
            <p className="mt-1 text-sm text-muted-foreground">{step.body}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
