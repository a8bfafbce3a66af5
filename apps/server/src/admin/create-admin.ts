import { and, count, eq, isNull } from 'drizzle-orm';
import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/connection.ts';
import { roles, users } from '../db/schema.ts';
import { ROLES } from '../seed/data.ts';
import { WELL_KNOWN_DEMO_PASSWORD } from '../seed/index.ts';

export const MIN_ADMIN_PASSWORD_LENGTH = 12;

export class CreateAdminError extends Error {}

export interface NewAdmin {
  email: string;
  name: string;
  password: string;
}

/**
 * Creates an active administrator (docs/domain.md, "Safe defaults"): the way into an instance that was not seeded
 * as a demo. Refuses the demo passwords and passwords under 12 characters, and an e-mail that already has an
 * account. Creates the roles when the database has none (an empty database gets no demo data).
 */
export async function createAdmin(db: Db, input: NewAdmin, options: { demoPassword: string; now: Date }) {
  const email = input.email.trim().toLowerCase();
  const name = input.name.trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254)
    throw new CreateAdminError(`"${input.email}" is not an e-mail address.`);
  if (!name) throw new CreateAdminError('The administrator needs a name.');
  if (input.password.length < MIN_ADMIN_PASSWORD_LENGTH)
    throw new CreateAdminError(`The password must have at least ${MIN_ADMIN_PASSWORD_LENGTH} characters.`);
  if (input.password === WELL_KNOWN_DEMO_PASSWORD || input.password === options.demoPassword)
    throw new CreateAdminError('The demo password is published; choose another.');
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await tx
      .insert(roles)
      .values(ROLES.map((role, index) => ({ ...role, sortOrder: index })))
      .onConflictDoNothing();
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (existing) throw new CreateAdminError(`An account with the e-mail ${email} already exists.`);
    const [row] = await tx
      .insert(users)
      .values({
        email,
        name,
        role: 'admin',
        status: 'active',
        passwordHash,
        createdAt: options.now,
        updatedAt: options.now,
      })
      .returning({ id: users.id, email: users.email });
    if (!row) throw new Error('create-admin: the account was not created');
    return row;
  });
}

/** True when at least one active, undeleted administrator exists (the start-up banner's hint). */
export async function hasAdmin(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active'), isNull(users.deletedAt)));
  return (row?.value ?? 0) > 0;
}
