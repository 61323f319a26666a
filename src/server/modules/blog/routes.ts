import type { FastifyPluginAsync } from 'fastify'
import { findRoute } from '@/shared/routes'
import { blogSource } from './sources'

/** The blog is content the client renders; the server adds its posts to quick search. */
export const blogRoutes: FastifyPluginAsync = async (app) => {
  // Search offers only places that exist (decision 010).
  if (findRoute('/blog')?.live) await app.quickSearch.addSource(blogSource())
}
