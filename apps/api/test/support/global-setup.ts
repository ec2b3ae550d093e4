import { prepareTemplate } from '@portal/db/testing';

/** Migrates the template database once; every test file clones it. */
export default async function setup() {
  await prepareTemplate();
}
