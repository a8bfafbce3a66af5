import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';

/**
 * Events between servers (docs/domain.md, "Notifications"): PostgreSQL NOTIFY on one channel, sent inside the
 * transaction that made the change, so listeners hear only what was committed. Embedded PGlite delivers them in
 * the process; on PostgreSQL every server listening on the database hears them.
 */
export const EVENTS_CHANNEL = 'ooh_events';

export type ServerEvent = { type: 'notifications'; userIds: number[] };

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more: long lists of users go in several events. */
const MAX_USERS_PER_EVENT = 500;

export async function announce(db: Db, event: ServerEvent): Promise<void> {
  for (let start = 0; start < event.userIds.length; start += MAX_USERS_PER_EVENT) {
    const part = { ...event, userIds: event.userIds.slice(start, start + MAX_USERS_PER_EVENT) };
    await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(part)})`);
  }
}

/** Parses an event heard on the channel; null for anything that is not one (never throws on a stranger's NOTIFY). */
export function parseEvent(payload: string): ServerEvent | null {
  try {
    const value = JSON.parse(payload) as Partial<ServerEvent>;
    if (value.type === 'notifications' && Array.isArray(value.userIds)) return value as ServerEvent;
  } catch {
    // not ours
  }
  return null;
}
