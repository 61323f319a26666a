import { z } from 'zod'
import { contract, errors, schemas } from '../endpoint-schema'
import { connectionsEndpoints } from '../endpoints/connections'
import * as modelConnections from '../model-connections'

export const connectionsSchemas = schemas({
  overview: {
    summary: 'Model connections, their state and the chosen models (administrators)',
    response: { 200: modelConnections.ConnectionsOverviewSchema, ...errors(400, 404) },
  },
  add: {
    summary: 'Add an OpenAI-compatible model connection (administrators)',
    body: modelConnections.ConnectionInputSchema,
    response: { 201: modelConnections.ConnectionSchema, ...errors(400, 404) },
  },
  edit: {
    summary: 'Edit a model connection; `apiKey: null` removes its key (administrators)',
    params: modelConnections.ConnectionParamsSchema,
    body: modelConnections.ConnectionPatchSchema,
    response: { 200: modelConnections.ConnectionSchema, ...errors(400, 404) },
  },
  remove: {
    summary: 'Remove a model connection; personas using it fall back (administrators)',
    params: modelConnections.ConnectionParamsSchema,
    response: { 204: z.null(), ...errors(400, 404) },
  },
  test: {
    summary: 'Ask a connection for its models: reachable, latency, model ids (administrators)',
    params: modelConnections.ConnectionParamsSchema,
    response: { 200: modelConnections.ConnectionTestSchema, ...errors(400, 404) },
  },
  choose: {
    summary:
      'Choose the default model and each persona’s; null: the default (or offline) (administrators)',
    body: modelConnections.ModelChoicesPatchSchema,
    response: { 200: modelConnections.ModelChoicesSchema, ...errors(400, 404) },
  },
})

export const connectionsContract = contract('connections', connectionsEndpoints, connectionsSchemas)
