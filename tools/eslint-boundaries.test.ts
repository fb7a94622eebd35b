// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The rule ids ESLint reports for `code` as if it were the file at `filePath`. */
async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

// The first lint loads the whole config and its plugins: slow on a busy machine.
describe('the boundaries the linter keeps', { timeout: 60_000 }, () => {
  it('refuses a web feature importing another feature, by alias or by path', async () => {
    const file = 'src/web/features/leads/some-file.ts';
    expect(
      await problems(file, "import { x } from '@/features/users/user-filters';\nx();\n"),
    ).toEqual(['boundaries/feature-imports']);
    expect(await problems(file, "import { x } from '../users/user-filters';\nx();\n")).toEqual([
      'boundaries/feature-imports',
    ]);
    // Its own files, shared components and lib are fine.
    const allowed = [
      "import { a } from './lead-row';",
      "import { b } from '@/features/leads/lead-errors';",
      "import { c } from '@/components/page-header';",
      "import { d } from '@/lib/api-client';",
      "import { e } from '@shared/lead-status';",
    ].join('\n');
    expect(await problems(file, `${allowed}\nexport { a, b, c, d, e };\n`)).toEqual([]);
  });

  it('refuses process.env outside config.ts', async () => {
    const code = 'export const port = process.env.PORT;\n';
    expect(await problems('src/server/modules/leads/lead-service.ts', code)).toEqual([
      'no-restricted-properties',
    ]);
    expect(await problems('src/server/config.ts', code)).toEqual([]);
  });

  it('refuses Kysely queries outside *-repository.ts files', async () => {
    const code = "export const rows = (db: any) => db.selectFrom('leads').selectAll().execute();\n";
    expect(await problems('src/server/modules/leads/lead-routes.ts', code)).toContain(
      'no-restricted-syntax',
    );
    expect(await problems('src/server/modules/leads/lead-repository.ts', code)).not.toContain(
      'no-restricted-syntax',
    );
  });

  it('refuses test helpers in production code, and allows them in tests', async () => {
    const code =
      "import { createTestApp } from '../../test/test-app.js';\nexport { createTestApp };\n";
    expect(await problems('src/server/modules/leads/lead-service.ts', code)).toEqual([
      'no-restricted-imports',
    ]);
    expect(await problems('src/server/modules/leads/lead-list.test.ts', code)).toEqual([]);
  });
});
