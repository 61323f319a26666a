// The OpenAI-compatible API's face to other modules: its error shape.
export { openAiErrorHandler, sendOpenAiError } from './errors'
