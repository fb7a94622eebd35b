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
  it('refuses web code importing the server', async () => {
    const code = "import { x } from '../../server/config.js';\nexport { x };\n";
    expect(await problems('src/web/lib/some-file.ts', code)).toEqual(['boundaries/layers']);
    expect(
      await problems('src/web/features/leads/some-file.ts', code.replace('../../', '../../../')),
    ).toEqual(['boundaries/layers']);
    // Shared code is what both sides import.
    const shared = "import { x } from '@shared/lead-status';\nexport { x };\n";
    expect(await problems('src/web/lib/some-file.ts', shared)).toEqual([]);
  });

  it('refuses shared code importing the server or the web', async () => {
    const file = 'src/shared/some-file.ts';
    expect(
      await problems(file, "import { x } from '../server/config.js';\nexport { x };\n"),
    ).toEqual(['boundaries/layers']);
    expect(await problems(file, "import { x } from '@/lib/cn';\nexport { x };\n")).toEqual([
      'boundaries/layers',
    ]);
    expect(await problems(file, "import { x } from './lead-status.js';\nexport { x };\n")).toEqual(
      [],
    );
  });

  it('refuses components/ and lib/ importing a feature', async () => {
    const code = "import { x } from '@/features/users/user-filters';\nexport { x };\n";
    expect(await problems('src/web/components/some-file.tsx', code)).toEqual(['boundaries/layers']);
    expect(await problems('src/web/lib/some-file.ts', code)).toEqual(['boundaries/layers']);
    // Routes compose features.
    expect(await problems('src/web/routes/admin/some-page.tsx', code)).toEqual([]);
    const lower = "import { x } from '@/components/ui/button';\nexport { x };\n";
    expect(await problems('src/web/lib/some-file.ts', lower)).toEqual([]);
  });

  it('refuses a web feature importing another feature or a route, by alias or by path', async () => {
    const file = 'src/web/features/leads/some-file.ts';
    expect(
      await problems(file, "import { x } from '@/features/users/user-filters';\nx();\n"),
    ).toEqual(['boundaries/layers']);
    expect(await problems(file, "import { x } from '../users/user-filters';\nx();\n")).toEqual([
      'boundaries/layers',
    ]);
    expect(await problems(file, "import { x } from '@/routes/login-page';\nx();\n")).toEqual([
      'boundaries/layers',
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

  it('refuses import cycles, type-only and dynamic imports included', async () => {
    // Real files stand in for the rest of the cycle: app.ts imports config.ts, button.tsx cn.ts.
    const server = "import { buildApp } from './app.js';\nexport { buildApp };\n";
    expect(await problems('src/server/config.ts', server)).toEqual(['boundaries/no-cycle']);
    const web =
      "import type { ButtonProps } from '@/components/ui/button';\nexport type { ButtonProps };\n";
    expect(await problems('src/web/lib/cn.ts', web)).toEqual(['boundaries/no-cycle']);
    const lazy = "export const load = () => import('@/components/ui/button');\n";
    expect(await problems('src/web/lib/cn.ts', lazy)).toEqual(['boundaries/no-cycle']);
    // The same imports the other way round follow the files' own direction.
    const legal = "import { loadConfig } from './config.js';\nexport { loadConfig };\n";
    expect(await problems('src/server/app.ts', legal)).toEqual([]);
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
    // A new file: the test app imports the real services, so one of them would make a cycle too.
    expect(await problems('src/server/modules/leads/some-service.ts', code)).toEqual([
      'no-restricted-imports',
    ]);
    expect(await problems('src/server/modules/leads/lead-list.test.ts', code)).toEqual([]);
  });
});
