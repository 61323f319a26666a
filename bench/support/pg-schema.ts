import pg from 'pg'

/**
 * Runs `run` with the environment of a PostgreSQL schema of its own on `url`, dropped after,
 * as the API tests do: a bench leaves nothing behind for the next run to trip over (a second
 * run on the same schema would find the first run's vault index, decision 137).
 */
export async function withBenchSchema<T>(
  url: string,
  name: string,
  run: (env: { DATABASE_URL: string; DATABASE_SCHEMA: string }) => Promise<T>,
): Promise<T> {
  const schema = `bench_${name}_${process.pid}`
  try {
    return await run({ DATABASE_URL: url, DATABASE_SCHEMA: schema })
  } finally {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query(`drop schema if exists "${schema}" cascade`)
    await client.end()
  }
}
