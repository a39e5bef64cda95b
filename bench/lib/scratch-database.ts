// A throw-away PostgreSQL database for a bench case: created fresh on the server a URL names,
// marked with a comment, and dropped afterwards. A database without the mark is never dropped,
// so a URL that names a real shop's database is refused instead of emptied.
import pg from 'pg';

const MARK = 'aibeike-bench-scratch';

export interface ScratchDatabase {
  url: string;
  name: string;
  /** True when a leftover of an earlier run (carrying the mark) was dropped first. */
  replacedLeftover: boolean;
  drop(): Promise<void>;
}

function adminUrl(url: URL): string {
  const admin = new URL(url.href);
  admin.pathname = '/postgres';
  return admin.href;
}

async function withAdmin<T>(url: URL, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl(url) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the database the URL names; refuses one that exists unless an earlier scratch run left it. */
export async function createScratchDatabase(databaseUrl: string): Promise<ScratchDatabase> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`database name must be lower-case letters, digits and _: "${name}"`);
  if (name === 'postgres' || name.startsWith('template')) throw new Error(`refusing to use the system database "${name}"`);
  const replacedLeftover = await withAdmin(url, async (client) => {
    const existing = await client.query<{ mark: string | null }>(`select shobj_description(oid, 'pg_database') as mark from pg_database where datname = $1`, [name]);
    let replaced = false;
    if (existing.rows.length > 0) {
      if (existing.rows[0]!.mark !== MARK) throw new Error(`database "${name}" already exists and was not made by a bench run: choose another name (it is created and dropped by the case)`);
      await client.query(`drop database "${name}" with (force)`);
      replaced = true;
    }
    await client.query(`create database "${name}"`);
    await client.query(`comment on database "${name}" is '${MARK}'`);
    return replaced;
  });
  return {
    url: url.href,
    name,
    replacedLeftover,
    drop: () => withAdmin(url, async (client) => void (await client.query(`drop database if exists "${name}" with (force)`))),
  };
}
