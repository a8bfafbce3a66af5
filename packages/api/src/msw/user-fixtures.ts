import type { OutboxMessage, UserDetail } from '../contract/endpoints/users.ts';
import { ROLE_LABELS, type StaffRole } from '../contract/roles.ts';
import { fixtures } from './fixtures.ts';

/**
 * The fake backend's staff accounts (issue 17), named as the server's demo seed names them (apps/server/src/seed/
 * data.ts: the same people, e-mails and +92 numbers), plus enough colleagues to page the list. The signed-in
 * caller of the stories and screen tests is the fixture login's user (id 1, the admin), so "your own account"
 * refusals are about id 1.
 */

/** A stored account: what the list and the details show, and what only the fake server reads. */
export interface MockUser extends Omit<UserDetail, 'password_link'> {
  /** The account's password as typed (the fake backend compares it as it is); null until one is set. */
  password: string | null;
  /** Deleted accounts stay for audit: never listed, never found, their e-mail stays taken. */
  deleted: boolean;
}

/** A one-time password-set link (stored as the token itself here; the server keeps only a hash). */
export interface MockPasswordLink {
  token: string;
  user_id: number;
  sent_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface UserMockState {
  users: MockUser[];
  passwordLinks: MockPasswordLink[];
  outbox: OutboxMessage[];
}

/** The caller of the fake backend's bearer calls: the fixture login's user. */
export const MOCK_CALLER_ID = fixtures.login.userData.userId;

/** The demo password of the seeded accounts (the seed's `WELL_KNOWN_DEMO_PASSWORD`). */
export const MOCK_DEMO_PASSWORD = 'demo-password';

/** Links the stories and tests open: one that works, one past its expiry, one already used. */
export const MOCK_LINK_TOKENS = {
  valid: 'link-imran-siddiqui-valid',
  expired: 'link-kashif-expired',
  used: 'link-sana-used',
} as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Person = [name: string, role: StaffRole, status?: 'active' | 'inactive', password?: false];

/** The seed's accounts first (ids 1-9, 9 deleted), then colleagues so the list has a second page. */
const PEOPLE: Person[] = [
  ['Ayesha Khan', 'admin'],
  ['Bilal Ahmed', 'key_account_manager'],
  ['Sana Malik', 'planner'],
  ['Hamza Raza', 'designer'],
  ['Zainab Hussain', 'editor'],
  ['Usman Tariq', 'operation_analyst'],
  ['Fatima Qureshi', 'manager'],
  ['Imran Siddiqui', 'planner', 'inactive', false],
  ['Nadia Aslam', 'designer'],
  ['Sadia Farooq', 'key_account_manager'],
  ['Omar Sheikh', 'operation_analyst'],
  ['Hira Javed', 'planner'],
  ['Kashif Mirza', 'designer', 'inactive', false],
  ['Mehwish Anwar', 'planner'],
  ['Adnan Chaudhry', 'key_account_manager'],
  ['Rabia Saleem', 'editor'],
  ['Faisal Iqbal', 'admin'],
  ['Saima Nawaz', 'designer'],
  ['Tariq Mehmood', 'operation_analyst', 'inactive'],
  ['Nida Rehman', 'planner'],
  ['Junaid Akhtar', 'key_account_manager'],
  ['Maryam Zafar', 'designer'],
  ['Shoaib Butt', 'planner'],
  ['Amna Yousaf', 'editor'],
  ['Waleed Hashmi', 'planner', 'inactive', false],
];

/** The seed's e-mails for its accounts, by name; the others are first.last@demo.local. */
const SEED_EMAILS: Record<string, string> = {
  'Ayesha Khan': 'admin@demo.local',
  'Bilal Ahmed': 'key_account_manager@demo.local',
  'Sana Malik': 'planner@demo.local',
  'Hamza Raza': 'designer@demo.local',
  'Zainab Hussain': 'editor@demo.local',
  'Usman Tariq': 'operation_analyst@demo.local',
  'Fatima Qureshi': 'manager@demo.local',
  'Imran Siddiqui': 'inactive@demo.local',
  'Nadia Aslam': 'deleted@demo.local',
};

/** Clients each key account manager owns (the client list's KAM column in the fake backend). */
const CLIENTS_OWNED: Record<string, number> = { 'Bilal Ahmed': 3, 'Sadia Farooq': 2, 'Adnan Chaudhry': 1 };

const iso = (time: number) => new Date(time).toISOString();

function linkMessage(id: number, name: string, email: string, token: string, expires: number) {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin ?? 'http://localhost';
  return {
    id,
    recipient: email,
    subject: 'Set your password for the OOH back office',
    body:
      `Hello ${name},\n\nAn account was made for you in the OOH back office. Set your password with this link ` +
      `(it works once, until ${iso(expires).slice(0, 16).replace('T', ' ')} UTC):\n\n` +
      `${origin}/set-password?token=${token}\n\nIf you did not expect this e-mail, ignore it.`,
  } as const;
}

/** A fresh copy of the people, their links and the outbox, with times around `now`. */
export function userMockState(now = Date.now()): UserMockState {
  const created = now - 400 * DAY;
  const users: MockUser[] = PEOPLE.map(([name, role, status = 'active', password], index) => {
    const id = index + 1;
    const at = iso(created + index * 9 * DAY);
    return {
      id,
      name,
      email: SEED_EMAILS[name] ?? `${name.toLowerCase().replace(/\s+/g, '.')}@demo.local`,
      role,
      role_label: ROLE_LABELS[role],
      phone: index % 6 === 5 ? null : `+92 3${index % 5}0 ${String(1_000_000 + index * 7_919).slice(0, 7)}`,
      status,
      has_password: password !== false,
      created_at: at,
      updated_at: at,
      clients_owned: CLIENTS_OWNED[name] ?? 0,
      password: password === false ? null : MOCK_DEMO_PASSWORD,
      deleted: name === 'Nadia Aslam',
    };
  });
  const byName = (name: string) => users.find((user) => user.name === name) as MockUser;
  const imran = byName('Imran Siddiqui');
  const kashif = byName('Kashif Mirza');
  const sana = byName('Sana Malik');
  const waleed = byName('Waleed Hashmi');
  const passwordLinks: MockPasswordLink[] = [
    {
      token: MOCK_LINK_TOKENS.valid,
      user_id: imran.id,
      sent_at: iso(now - 2 * HOUR),
      expires_at: iso(now + 70 * HOUR),
      used_at: null,
    },
    {
      token: MOCK_LINK_TOKENS.expired,
      user_id: kashif.id,
      sent_at: iso(now - 5 * DAY),
      expires_at: iso(now - 2 * DAY),
      used_at: null,
    },
    {
      token: MOCK_LINK_TOKENS.used,
      user_id: sana.id,
      sent_at: iso(now - 30 * DAY),
      expires_at: iso(now - 27 * DAY),
      used_at: iso(now - 29 * DAY),
    },
    {
      token: 'link-waleed-hashmi-valid',
      user_id: waleed.id,
      sent_at: iso(now - 26 * HOUR),
      expires_at: iso(now + 46 * HOUR),
      used_at: null,
    },
  ];
  const message = (
    id: number,
    user: MockUser,
    link: MockPasswordLink,
    outcome: 'sent' | 'kept' | 'failed',
  ) => {
    return {
      ...linkMessage(id, user.name, user.email, link.token, Date.parse(link.expires_at)),
      created_at: link.sent_at,
      sent_at: outcome === 'sent' ? link.sent_at : null,
      error: outcome === 'failed' ? 'connect ECONNREFUSED 10.0.0.25:587' : null,
    };
  };
  const [valid, expired, used, waleedLink] = passwordLinks as [
    MockPasswordLink,
    MockPasswordLink,
    MockPasswordLink,
    MockPasswordLink,
  ];
  // Newest first, as the outbox lists them: kept (no SMTP configured), failed, sent.
  const outbox: OutboxMessage[] = [
    message(4, imran, valid, 'kept'),
    message(3, waleed, waleedLink, 'failed'),
    message(2, kashif, expired, 'sent'),
    message(1, sana, used, 'sent'),
  ];
  return { users, passwordLinks, outbox };
}

/** The outbox's message for a new password-set link, as the fake server writes it (kept: no SMTP here). */
export function passwordLinkMessage(
  id: number,
  user: Pick<MockUser, 'name' | 'email'>,
  link: MockPasswordLink,
): OutboxMessage {
  return {
    ...linkMessage(id, user.name, user.email, link.token, Date.parse(link.expires_at)),
    created_at: link.sent_at,
    sent_at: null,
    error: null,
  };
}
