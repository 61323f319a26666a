import { z } from 'zod'
import { errors, operation } from '../endpoint-schema'
import { connectionsEndpoints } from '../endpoints/connections'
import {
  ConnectionInputSchema,
  ConnectionParamsSchema,
  ConnectionPatchSchema,
  ConnectionSchema,
  ConnectionsOverviewSchema,
  ConnectionTestSchema,
  ModelChoicesPatchSchema,
  ModelChoicesSchema,
} from '../model-connections'

const tags = ['connections']

export const connectionsContract = {
  overview: operation(connectionsEndpoints.overview, {
    tags,
    summary: 'Model connections, their state and the chosen models (administrators)',
    response: { 200: ConnectionsOverviewSchema, ...errors(400, 404) },
  }),
  add: operation(connectionsEndpoints.add, {
    tags,
    summary: 'Add an OpenAI-compatible model connection (administrators)',
    body: ConnectionInputSchema,
    response: { 201: ConnectionSchema, ...errors(400, 404) },
  }),
  edit: operation(connectionsEndpoints.edit, {
    tags,
    summary: 'Edit a model connection; `apiKey: null` removes its key (administrators)',
    params: ConnectionParamsSchema,
    body: ConnectionPatchSchema,
    response: { 200: ConnectionSchema, ...errors(400, 404) },
  }),
  remove: operation(connectionsEndpoints.remove, {
    tags,
    summary: 'Remove a model connection; personas using it fall back (administrators)',
    params: ConnectionParamsSchema,
    response: { 204: z.null(), ...errors(400, 404) },
  }),
  test: operation(connectionsEndpoints.test, {
    tags,
    summary: 'Ask a connection for its models: reachable, latency, model ids (administrators)',
    params: ConnectionParamsSchema,
    response: { 200: ConnectionTestSchema, ...errors(400, 404) },
  }),
  choose: operation(connectionsEndpoints.choose, {
    tags,
    summary:
      'Choose the default model and each persona’s; null: the default (or offline) (administrators)',
    body: ModelChoicesPatchSchema,
    response: { 200: ModelChoicesSchema, ...errors(400, 404) },
  }),
}
