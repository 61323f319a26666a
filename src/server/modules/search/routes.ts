import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { searchContract } from '@/shared/contract/search'
import { SearchResultsSchema } from '@/shared/search'
import { JsonCache } from '../../json-cache'
import { route } from '../../route'
import { QuickSearchService } from './service'
import {
  apiSource,
  docsSource,
  routesSource,
  sectionsSource,
  type OpenApiDocument,
} from './sources'

declare module 'fastify' {
  interface FastifyInstance {
    /** Quick search; other modules add their content with `addSource()` before the app is ready. */
    quickSearch: QuickSearchService
  }
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const quickSearch = new QuickSearchService({
    db: app.database.db,
    log: app.log.child({ module: 'search' }),
    sources: [
      routesSource,
      sectionsSource,
      docsSource(),
      apiSource(() => app.swagger() as OpenApiDocument),
    ],
    ready: () => app.lifecycle.started,
  })
  app.decorate('quickSearch', quickSearch)
  // Built once every module has registered its routes and sources.
  app.addHook('onReady', () => quickSearch.start())
  app.addHook('onClose', async () => quickSearch.stop())

  // People type the same few prefixes; results stay valid until what quick search finds changes.
  const results = new JsonCache(500)
  let resultsVersion = -1

  route(app, searchContract.search, { access: 'public' }, async (request, reply) => {
    const { query, category } = request.query
    const viewer = request.user?.id ?? null
    if (resultsVersion !== quickSearch.version) {
      results.clear()
      resultsVersion = quickSearch.version
    }
    // Visitors share answers; a signed-in person's include their own notes.
    const bytes = await results.bytes(`${viewer ?? ''}:${category ?? ''}:${query}`, async () =>
      SearchResultsSchema.parse(await quickSearch.search(query, category, viewer)),
    )
    return reply.type('application/json; charset=utf-8').send(bytes as never)
  })

  route(app, searchContract.popular, { access: 'public' }, async (request) =>
    quickSearch.popular(request.user?.id ?? null),
  )

  route(app, searchContract.categories, { access: 'public' }, async (request) =>
    quickSearch.categories(request.user?.id ?? null),
  )

  route(app, searchContract.chosen, { access: 'public' }, async (request, reply) => {
    if (!(await quickSearch.recordChoice(request.body.id, request.user?.id ?? null))) {
      return reply
        .status(404)
        .send({ message: `id: no search result has the id ${request.body.id}` })
    }
    return reply.status(204).send(null)
  })

  route(app, searchContract.browse, { access: 'public' }, async (request) =>
    quickSearch.browse(request.query, request.user?.id ?? null),
  )
}

// app.ts registers it unencapsulated (fastify-plugin, decision 160) so other modules reach `app.quickSearch`.
export const searchRoutes = routes
