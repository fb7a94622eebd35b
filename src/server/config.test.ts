import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDotEnv } from './config.js';

describe('.env', () => {
  const file = path.join(os.tmpdir(), `windowquotes-${process.pid}.env`);
  afterEach(() => {
    fs.rmSync(file, { force: true });
    delete process.env.WQ_TEST_FROM_FILE;
    delete process.env.WQ_TEST_ALREADY_SET;
  });

  it('is loaded when present, without overriding what the environment already sets', () => {
    fs.writeFileSync(file, 'WQ_TEST_FROM_FILE=from-file\nWQ_TEST_ALREADY_SET=from-file\n');
    process.env.WQ_TEST_ALREADY_SET = 'from-env';
    expect(loadDotEnv(file)).toBe(true);
    expect(process.env.WQ_TEST_FROM_FILE).toBe('from-file');
    expect(process.env.WQ_TEST_ALREADY_SET).toBe('from-env');
  });

  it('is optional', () => {
    expect(loadDotEnv(file)).toBe(false);
  });
});
