import type { RelayMessage } from './relayMessage'

/** A socket as the hub sees it. */
export interface HubMember {
  clientId: string
  /** Sends it; false when this member did not take it (a slow socket: it waits in the mailbox). */
  deliver(message: RelayMessage): boolean
}

/** How the hub joins and leaves a topic on the bus (Redis, or nothing in one process). */
export interface TopicJoiner {
  join(topic: string): Promise<void>
  leave(topic: string): Promise<void>
}

/**
 * This node's subscribers by topic. A topic is joined on the bus while one socket here holds it;
 * publications from the bus go to every holder but the publisher's own sockets (no echo).
 */
export class RelayHub {
  private readonly members = new Map<string, Set<HubMember>>()
  private readonly joined = new Map<string, Promise<void>>()

  constructor(private readonly joiner: TopicJoiner) {}

  /**
   * Resolves once publications of `topic` reach `member`. When joining the bus fails it rejects
   * (the caller removes the member) and the next add tries again.
   */
  async add(topic: string, member: HubMember): Promise<void> {
    let holders = this.members.get(topic)
    if (!holders) {
      holders = new Set()
      this.members.set(topic, holders)
    }
    holders.add(member)
    let joining = this.joined.get(topic)
    if (!joining) {
      const attempt = this.joiner.join(topic)
      joining = attempt
      this.joined.set(topic, attempt)
      attempt.catch(() => {
        if (this.joined.get(topic) === attempt) this.joined.delete(topic)
      })
    }
    await joining
  }

  async remove(topic: string, member: HubMember): Promise<void> {
    const holders = this.members.get(topic)
    if (!holders?.delete(member) || holders.size > 0) return
    this.members.delete(topic)
    this.joined.delete(topic)
    await this.joiner.leave(topic)
  }

  /** Hands the message to every holder of its topic but the publisher; answers how many took it. */
  deliver = (message: RelayMessage): number => {
    let handed = 0
    for (const member of this.members.get(message.topic) ?? []) {
      if (member.clientId === message.publisher) continue
      if (member.deliver(message)) handed++
    }
    return handed
  }

  /** How many topics this node holds (for tests and metrics). */
  get topicCount(): number {
    return this.members.size
  }
}
