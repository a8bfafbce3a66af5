import { PGlite } from '@electric-sql/pglite';
const r = () => Math.round(process.memoryUsage().rss / 1e6);
console.log('start', r());
const db = await PGlite.create(process.argv[2]);
console.log('after create', r());
await db.query('select 1');
console.log('after q', r());
