// The vault rules and the store's refusals, for other modules (the MCP server) that act on
// notes as a person: reached here, as a module is, never in its files (decision 179).
export {
  canReadVault,
  canWriteVault,
  editedVaults,
  isPersonalVault,
  personalOwner,
  personalVault,
  type NoteViewer,
} from './vault-access'
export { NoteConflict } from './vault-store'
export { FrontMatterUnreadable } from './parse-note'
export { splitFrontMatter } from './parse-note'
export { visibleVaults } from './vault-access'
