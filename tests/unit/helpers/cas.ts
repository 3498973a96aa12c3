/**
 * The CAS as installed on this machine, for one describe block: a fresh shared pool started before its
 * tests and closed after them. The getter says whether it is `ready` (CI installs SymPy; without it the
 * solver answers the CAS kinds honestly, and the tests check that instead).
 */
import { afterAll, beforeAll } from 'vitest';
import { casPool, setCasPool } from '../../../backend/src/tutor/cas';

export function installedCas(): () => string {
  let state = 'unavailable';
  beforeAll(async () => {
    setCasPool(undefined);
    state = await casPool().start();
  });
  afterAll(() => setCasPool(undefined));
  return () => state;
}
