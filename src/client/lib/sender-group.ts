/** Where lists by sender put everyone who is not an agent: people and "deleted user". */
export const PEOPLE_GROUP = 'people'

/** A board sender's group: the agent itself, or `PEOPLE_GROUP` for anyone else. */
export const senderGroup = (id: string, agentIds: ReadonlySet<string>) =>
  agentIds.has(id) ? id : PEOPLE_GROUP
