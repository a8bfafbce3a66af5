import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/connection.ts';
import { DataDirLockedError } from '../db/lock.ts';
import { CreateAdminError, createAdmin } from './create-admin.ts';

/**
 * `npm run create-admin -- --email a@b.c --name "Ada Admin"` (or ADMIN_EMAIL, ADMIN_NAME); the password from
 * ADMIN_PASSWORD or typed at a prompt that does not echo. Works on the embedded database or DATABASE_URL; the
 * embedded one cannot be opened while the server runs (the data folder's lock).
 */
function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  if (index >= 0) return process.argv[index + 1];
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function promptHidden(question: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    return new Promise((resolve) => {
      let data = '';
      input.setEncoding('utf8');
      input.on('data', (chunk) => {
        data += chunk;
      });
      input.on('end', () => resolve(data.split(/\r?\n/)[0] ?? ''));
    });
  }
  process.stdout.write(question);
  return new Promise((resolve) => {
    let value = '';
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    const onData = (key: string) => {
      for (const char of key) {
        if (char === '\r' || char === '\n') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stdout.write('\n');
          resolve(value);
          return;
        }
        if (char === '\u0003') process.exit(130);
        if (char === '\u007f') value = value.slice(0, -1);
        else value += char;
      }
    };
    input.on('data', onData);
  });
}

const email = argument('email') ?? process.env.ADMIN_EMAIL;
const name = argument('name') ?? process.env.ADMIN_NAME;
if (!email || !name) {
  console.error('Usage: npm run create-admin -- --email admin@example.com --name "Ada Admin"');
  console.error('       (or ADMIN_EMAIL and ADMIN_NAME); the password from ADMIN_PASSWORD or a prompt.');
  process.exit(2);
}
const password = process.env.ADMIN_PASSWORD ?? (await promptHidden('Password (at least 12 characters): '));
const config = loadConfig();

try {
  const connection = await openDatabase(config);
  try {
    await connection.exclusive((maintenance) => maintenance.migrate());
    const admin = await createAdmin(
      connection.db,
      { email, name, password },
      { demoPassword: config.demoPassword, now: new Date() },
    );
    const where = connection.kind === 'pglite' ? `${config.dataDir}/pgdata` : 'the DATABASE_URL database';
    console.log(`Administrator ${admin.email} created in ${where}.`);
  } finally {
    await connection.close();
  }
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`${error.message}\nThe embedded database cannot be changed while the server runs.`);
    process.exit(1);
  }
  if (error instanceof CreateAdminError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
