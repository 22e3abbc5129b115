import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

function check(files: Record<string, string>): { status: number | null; output: string } {
  const root = mkdtempSync(join(tmpdir(), 'imports-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const result = spawnSync('node', ['scripts/check-imports.mjs', '--root', root], { encoding: 'utf8' });
  return { status: result.status, output: result.stdout + result.stderr };
}

describe('the import direction check', () => {
  it('passes the repository itself', () => {
    const result = spawnSync('node', ['scripts/check-imports.mjs'], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('accepts host parts importing host modules and their plugin', () => {
    const result = check({
      'plugins/a/index.ts': "import { x } from '../../kernel/index.js';",
      'plugins/a/server/routes.ts': "import Koa from 'koa';\nimport { a } from '../index.js';\nimport { defineRoute } from '../../../server/plugin-api/index.js';",
      'plugins/a/web/panel.tsx': "import React from 'react';\nimport { useHost } from '../../../web/plugin-api/index.js';\nimport { Button } from '../../../web/ui/button.js';",
      'web/plugins.ts': "import { part } from '../plugins/a/web/panel.js';",
      'kernel/index.ts': "import { Subject } from 'rxjs';",
      'server/app.ts': "import { r } from '../plugins/a/server/routes.js';",
    });
    expect(result.output).toContain('direction respected');
    expect(result.status).toBe(0);
  });

  it.each([
    ['kernel/x.ts', "import React from 'react';", 'host-neutral code must not import host modules'],
    ['kernel/x.ts', "import { readFileSync } from 'node:fs';", 'host-neutral code must not import host modules'],
    ['plugins/a/index.ts', "import Koa from 'koa';", 'host-neutral code must not import host modules'],
    ['plugins/a/engine/x.ts', "import { join } from 'path';", 'host-neutral code must not import host modules'],
    ['kernel/x.ts', "import { a } from '../plugins/a/index.js';", 'the kernel imports nothing above it'],
    ['plugins/a/index.ts', "import { app } from '../../server/app.js';", 'plugins never import server/'],
    ['plugins/a/web/p.tsx', "import { shell } from '../../../web/shell/Layout.js';", 'a plugin web part imports only web/plugin-api/ and web/ui/ of web/'],
    ['plugins/a/index.ts', "import { useHost } from '../../web/plugin-api/index.js';", 'plugins never import web/'],
    ['plugins/a/server/r.ts', "import { storage } from '../../../server/storage/storage.js';", 'a plugin server part imports only server/plugin-api/ of server/'],
    ['plugins/a/index.ts', "import { defineRoute } from '../../server/plugin-api/index.js';", 'plugins never import server/'],
    ['server/app.ts', "import { panel } from '../plugins/a/web/panel.js';", 'a plugin web part is imported only by web/'],
    ['cli/main.ts', "import { panel } from '../plugins/a/web/panel.js';", 'a plugin web part is imported only by web/'],
    ['web/main.tsx', "import { routes } from '../plugins/a/server/routes.js';", 'a plugin server part is imported only by server/ and cli/'],
    ['plugins/a/index.ts', "import { panel } from './web/panel.js';", 'a host-neutral part cannot import a web part'],
    ['plugins/a/server/r.ts', "import { panel } from '../../b/web/panel.js';", 'a server part cannot import a web part'],
    ['plugins/a/x.ts', "const m = await import('react-dom');", 'host-neutral code must not import host modules'],
  ])('refuses %s with %s', (path, text, why) => {
    const result = check({ [path]: text });
    expect(result.status).toBe(1);
    expect(result.output).toContain(why);
  });
});
