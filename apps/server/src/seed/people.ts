import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/connection.ts';
import { clients, trackers, users } from '../db/schema.ts';
import { CLIENTS, DEMO_USERS, TRACKERS } from './data.ts';
import type { Random } from './random.ts';

const DAY = 86_400_000;

/** The demo accounts, each with its own salted hash of the demo password (hashed in parallel: scrypt is slow). */
export async function seedUsers(db: Db, demoPassword: string, now: Date) {
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(demoPassword)));
  const created = new Date(now.getTime() - 400 * DAY);
  const rows = await db
    .insert(users)
    .values(
      DEMO_USERS.map((user, index) => ({
        email: user.email,
        name: user.name,
        role: user.role,
        status: user.status,
        passwordHash: hashes[index] ?? null,
        phone: `+92 300 ${String(1_000_000 + index * 7_919).slice(0, 7)}`,
        createdAt: created,
        updatedAt: created,
        deletedAt: user.deleted ? new Date(now.getTime() - 30 * DAY) : null,
      })),
    )
    .returning({
      id: users.id,
      email: users.email,
      role: users.role,
      status: users.status,
      deletedAt: users.deletedAt,
    });
  return new Map(rows.map((row) => [row.email, row]));
}

export async function seedClients(db: Db, accounts: Map<string, { id: number }>, random: Random, now: Date) {
  return db
    .insert(clients)
    .values(
      CLIENTS.map((client) => {
        const slug = client.companyName.toLowerCase().replace(/[^a-z]+/g, '-');
        return {
          companyName: client.companyName,
          contactName: client.contactName,
          industry: client.industry,
          email: `marketing@${slug}.example`,
          phone: `+92 21 ${random.int(3_000_000, 3_999_999)}`,
          address: `${random.int(1, 200)} Business Avenue, ${random.pick(['Karachi', 'Lahore', 'Islamabad'])}`,
          userId: client.account ? (accounts.get(client.account)?.id ?? null) : null,
          keyAccountManagerId: client.kam ? (accounts.get(client.kam)?.id ?? null) : null,
          createdAt: new Date(now.getTime() - random.int(200, 600) * DAY),
        };
      }),
    )
    .returning({ id: clients.id, companyName: clients.companyName });
}

export async function seedTrackers(db: Db, regionIds: Map<string, number>, random: Random) {
  await db.insert(trackers).values(
    TRACKERS.map((tracker, index) => ({
      name: tracker.name,
      phone: `+92 3${random.int(0, 4)}${index} ${random.int(1_000_000, 9_999_999)}`,
      regionId: regionIds.get(tracker.region) ?? null,
      active: index !== TRACKERS.length - 1,
    })),
  );
}
