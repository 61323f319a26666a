// The connections module's face to other modules.
export { listModels } from './list-models'
