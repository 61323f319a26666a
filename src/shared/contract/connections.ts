import { z } from 'zod'
import { contract, errors, read, schemas } from '../endpoint-schema'
import { connectionsEndpoints } from '../endpoints/connections'
import * as modelConnections from '../model-connections'

export const connectionsSchemas = schemas({
  overview: read(
    'Model connections, their state and the chosen models (administrators)',
    modelConnections.ConnectionsOverviewSchema,
  ),
  usage: {
    summary:
      'Tokens of the chat turns per day, person and model, visitors together (administrators)',
    querystring: modelConnections.TokenUsageQuerySchema,
    response: { 200: modelConnections.TokenUsageSchema },
  },
  add: {
    summary: 'Add an OpenAI-compatible model connection (administrators)',
    body: modelConnections.ConnectionInputSchema,
    response: { 201: modelConnections.ConnectionSchema },
  },
  edit: {
    summary: 'Edit a model connection; `apiKey: null` removes its key (administrators)',
    params: modelConnections.ConnectionParamsSchema,
    body: modelConnections.ConnectionPatchSchema,
    response: { 200: modelConnections.ConnectionSchema },
  },
  remove: {
    summary: 'Remove a model connection; personas using it fall back (administrators)',
    params: modelConnections.ConnectionParamsSchema,
    response: { 204: z.null() },
  },
  test: {
    summary: 'Ask a connection for its models: reachable, latency, model ids (administrators)',
    params: modelConnections.ConnectionParamsSchema,
    response: { 200: modelConnections.ConnectionTestSchema, ...errors(404) },
  },
  choose: {
    summary:
      'Choose the default model and each persona’s; null: the default (or offline) (administrators)',
    body: modelConnections.ModelChoicesPatchSchema,
    response: { 200: modelConnections.ModelChoicesSchema, ...errors(400) },
  },
})

export const connectionsContract = contract('connections', connectionsEndpoints, connectionsSchemas)
