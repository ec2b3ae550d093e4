import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { openDatabase, type DatabaseHandle } from '../client.js';

/**
 * Test databases: `npm test` starts a private PostgreSQL server and migrates a template
 * database once; each test file clones it (CREATE DATABASE ... TEMPLATE), which takes
 * milliseconds. A missing server is a failure, never a skip.
 */
export function testServerUrl(): string {
  const url = process.env.TEST_PG_URL;
  if (!url) {
    throw new Error('TEST_PG_URL is not set: run the tests with `npm test`, which starts PostgreSQL.');
  }
  return url;
}

export const TEMPLATE_DB = 'portal_template';

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `${testServerUrl()}/postgres` });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates and migrates the template database (once per `npm test`). */
export async function prepareTemplate(): Promise<void> {
  await admin(async (c) => {
    await c.query(`drop database if exists ${TEMPLATE_DB}`);
    await c.query(`create database ${TEMPLATE_DB}`);
  });
  const handle = await openDatabase({ url: `${testServerUrl()}/${TEMPLATE_DB}`, maxConnections: 1 });
  await handle.migrate();
  await handle.close();
}

export interface TestDatabase extends DatabaseHandle {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database of its own for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`create database ${name} template ${TEMPLATE_DB}`));
  const url = `${testServerUrl()}/${name}`;
  const handle = await openDatabase({ url, maxConnections: 20 });
  return {
    ...handle,
    url,
    name,
    async drop() {
      await handle.close();
      await admin((c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}
