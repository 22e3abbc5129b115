import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

type Tree = Record<string, string>;

/** Writes a source tree into a fresh temporary folder (a file given as null is removed). */
function plant(files: Record<string, string | null>, root = mkdtempSync(join(tmpdir(), 'imports-'))): string {
  for (const [path, text] of Object.entries(files)) {
    if (text === null) {
      rmSync(join(root, path));
      continue;
    }
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

function run(root: string, ...args: string[]): { status: number | null; output: string } {
  const result = spawnSync('node', ['scripts/check-imports.mjs', '--root', root, ...args], { encoding: 'utf8' });
  return { status: result.status, output: result.stdout + result.stderr };
}

function check(files: Tree): { status: number | null; output: string } {
  return run(plant(files));
}

/** A manifest the check reads for the plugin's id and dependsOn. */
const manifest = (id: string, dependsOn: string[] = []): string =>
  `import type { PluginManifest } from '../../kernel/index.js';\nexport const plugin: PluginManifest = {\n  id: '${id}',\n  dependsOn: [${dependsOn.map((d) => `'${d}'`).join(', ')}],\n};\n`;

describe('the import check', () => {
  it('passes the repository itself', () => {
    const result = spawnSync('node', ['scripts/check-imports.mjs'], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('imports: every rule holds\n');
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
    expect(result.output).toBe('imports: every rule holds\n');
    expect(result.status).toBe(0);
  });

  describe('direction', () => {
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
      expect(result.output).toContain(`${path}: imports '`);
      expect(result.output).toContain(`[direction] ${why}`);
    });
  });

  describe('no-cycle', () => {
    it('refuses two files importing each other, a type import included', () => {
      const result = check({
        'plugins/a/x.ts': "import { y } from './y.js';\nexport const x = 1;",
        'plugins/a/y.ts': "import type { X } from './x.js';\nexport const y = 2;",
        'plugins/a/z.ts': "import { x } from './x.js';",
      });
      expect(result.status).toBe(1);
      expect(result.output).toContain("plugins/a/x.ts: imports './y.js' [no-cycle] this import lies on an import cycle of 2 files");
      expect(result.output).toContain("plugins/a/y.ts: imports './x.js' [no-cycle]");
      // z.ts imports into the cycle but is not on it.
      expect(result.output).not.toContain('plugins/a/z.ts');
    });

    it('follows a folder to its index, .js to .tsx, and re-exports, across hosts', () => {
      const result = check({
        'web/editor/Editor.tsx': "export { Panel } from '../sidebar';",
        'web/sidebar/index.ts': "export * from './Panel.js';",
        'web/sidebar/Panel.tsx': "import { Editor } from '../editor/Editor.js';",
      });
      expect(result.status).toBe(1);
      expect(result.output).toContain("web/editor/Editor.tsx: imports '../sidebar' [no-cycle] this import lies on an import cycle of 3 files");
      expect(result.output).toContain("web/sidebar/Panel.tsx: imports '../editor/Editor.js' [no-cycle]");
    });

    it('passes imports that only point one way', () => {
      const result = check({
        'plugins/a/x.ts': "import { y } from './y.js';\nimport type { Z } from './sub';",
        'plugins/a/y.ts': "import type { Z } from './sub/index.js';",
        'plugins/a/sub/index.ts': "export type Z = number;",
      });
      expect(result.output).toBe('imports: every rule holds\n');
      expect(result.status).toBe(0);
    });
  });

  describe('public-entry', () => {
    const plugins = {
      'plugins/a/manifest.ts': manifest('a'),
      'plugins/a/index.ts': "export * from './model/index.js';",
      'plugins/a/model/index.ts': "export * from './cell.js';",
      'plugins/a/model/cell.ts': 'export type Cell = number;',
      'plugins/a/web/index.ts': 'export const aWeb = 1;',
      'plugins/a/web/layers/index.ts': 'export const layer = 1;',
      'plugins/b/index.ts': manifest('b', ['a']),
    };

    it('refuses a plugin importing an inner file of another, a type import included', () => {
      const result = check({ ...plugins, 'plugins/b/x.ts': "import type { Cell } from '../a/model/cell.js';" });
      expect(result.status).toBe(1);
      expect(result.output).toContain("plugins/b/x.ts: imports '../a/model/cell.js' [public-entry] another plugin is imported only through its public entries");
    });

    it('refuses a folder below a direct subfolder, even one with an index', () => {
      const result = check({ ...plugins, 'plugins/b/web/p.tsx': "import { layer } from '../../a/web/layers/index.js';" });
      expect(result.status).toBe(1);
      expect(result.output).toContain("plugins/b/web/p.tsx: imports '../../a/web/layers/index.js' [public-entry]");
    });

    it("passes imports of another plugin's index, manifest and direct subfolders' index files", () => {
      const result = check({
        ...plugins,
        'plugins/b/x.ts': "import { a } from '../a/index.js';\nimport { plugin } from '../a/manifest.js';\nimport type { Cell } from '../a/model';",
        'plugins/b/web/p.tsx': "import { aWeb } from '../../a/web/index.js';\nimport { a } from '../../a/index.js';",
      });
      expect(result.output).toBe('imports: every rule holds\n');
      expect(result.status).toBe(0);
    });
  });

  describe('depends-on', () => {
    const plugins = {
      'plugins/a/index.ts': manifest('a', ['c']),
      'plugins/b/manifest.ts': manifest('b', ['a']),
      'plugins/b/index.ts': "export { plugin } from './manifest.js';",
      'plugins/c/index.ts': manifest('c'),
      'plugins/d/index.ts': manifest('d'),
    };

    it('refuses a plugin importing one it does not depend on, with its dependsOn', () => {
      const result = check({ ...plugins, 'plugins/b/web/p.tsx': "import type { D } from '../../d/index.js';" });
      expect(result.status).toBe(1);
      expect(result.output).toContain("plugins/b/web/p.tsx: imports '../../d/index.js' [depends-on] 'b' imports plugin 'd', which is not in its dependsOn, directly or through them: dependsOn of 'b' (plugins/b/manifest.ts) is [a]");
    });

    it('refuses every import of a plugin that declares no manifest', () => {
      const result = check({ ...plugins, 'plugins/e/index.ts': "export { c } from '../c/index.js';" });
      expect(result.status).toBe(1);
      expect(result.output).toContain("plugins/e/index.ts: imports '../c/index.js' [depends-on] 'e' imports plugin 'c', which is not in its dependsOn, directly or through them: plugins/e declares no manifest");
    });

    it('passes a plugin importing what it depends on, directly or through them', () => {
      const result = check({ ...plugins, 'plugins/b/x.ts': "import { a } from '../a/index.js';\nimport { c } from '../c/index.js';" });
      expect(result.output).toBe('imports: every rule holds\n');
      expect(result.status).toBe(0);
    });
  });

  describe('assembly', () => {
    it.each([
      ['web/editor/editor-session.ts', "import { webParts } from '../plugins.js';", 'web/plugins.ts is imported only by web/main.tsx'],
      ['web/App.tsx', "import { webParts } from './plugins.js';", 'web/plugins.ts is imported only by web/main.tsx'],
      ['server/routes/index.ts', "import { serverParts } from '../plugins.js';", 'server/plugins.ts is imported only by server/app.ts'],
      ['server/engine/templates.ts', "import { serverPlugins } from '../plugin-manifests.js';", 'server/plugin-manifests.ts is imported only by server/app.ts, server/plugins.ts, server/compute/worker-runtime.ts'],
      ['server/compute/worker-runtime.ts', "import { serverParts } from '../plugins.js';", 'server/plugins.ts is imported only by server/app.ts'],
      ['cli/engine-options.ts', "import type { CliPlugin } from './plugins.js';", 'cli/plugins.ts is imported only by cli/main.ts'],
    ])('refuses %s importing an assembly file', (path, text, why) => {
      const result = check({
        'web/plugins.ts': '', 'server/plugins.ts': '', 'server/plugin-manifests.ts': '', 'cli/plugins.ts': '',
        [path]: text,
      });
      expect(result.status).toBe(1);
      expect(result.output).toContain(`${path}: imports '${/'(\.[^']+)'/.exec(text)![1]}' [assembly] ${why}`);
    });

    it("passes each host's entry (and the compute worker's runtime) importing its assembly files", () => {
      const result = check({
        'web/plugins.ts': '',
        'web/main.tsx': "import { webParts } from './plugins.js';",
        'server/plugin-manifests.ts': '',
        'server/plugins.ts': "export { serverPlugins } from './plugin-manifests.js';",
        'server/app.ts': "import { serverParts } from './plugins.js';\nimport { serverPlugins } from './plugin-manifests.js';",
        'server/compute/worker-runtime.ts': "import { serverPlugins } from '../plugin-manifests.js';",
        'cli/plugins.ts': '',
        'cli/main.ts': "const { cliPlugins } = await import('./plugins.js');",
      });
      expect(result.output).toBe('imports: every rule holds\n');
      expect(result.status).toBe(0);
    });
  });

  describe('plugin-api', () => {
    it.each([
      ['server/plugin-api/index.ts', "export { evaluateTemplate } from '../engine/templates.js';", 'server/engine/'],
      ['server/plugin-api/compute.ts', "import { shadowContent, type Shadow } from '../services/shadow-content.js';", 'server/services/'],
      ['server/plugin-api/index.ts', "export { fontRoutes } from '../routes/fonts.js';", 'server/routes/'],
      ['web/plugin-api/host.ts', "import { useEditor } from '../editor/editor-context.js';", 'web/editor/'],
      ['web/plugin-api/lazy.ts', "const m = await import('../editor/selection.js');", 'web/editor/'],
    ])('refuses %s importing host internals at run time', (path, text, folder) => {
      const result = check({ [path]: text });
      expect(result.status).toBe(1);
      expect(result.output).toContain(`${path}: imports '${/'(\.[^']+)'/.exec(text)![1]}' [plugin-api] the plugin API imports nothing of ${folder} at run time`);
    });

    it('passes type imports of host internals', () => {
      const result = check({
        'server/plugin-api/index.ts': "import type { TemplateEngine } from '../engine/templates.js';\nexport type { Shadow } from '../services/shadow-content.js';",
        'web/plugin-api/host.ts': "import { type EditorContextValue, type Mode } from '../editor/editor-context.js';\ntype S = typeof import('../editor/selection.js');",
      });
      expect(result.output).toBe('imports: every rule holds\n');
      expect(result.status).toBe(0);
    });
  });

  describe('editor', () => {
    it.each([
      ["import { GridCanvas } from '../grid/GridCanvas.js';", 'web/grid/GridCanvas.js'],
      ["import type { Workbook } from '../../plugins/a/model/workbook.js';", 'plugins/a/model/workbook.js'],
      ["import { ColorPicker } from '../../plugins/a/web/ColorPicker.js';", 'plugins/a/web/ColorPicker.js'],
      ["import { api } from '../api/client.js';", 'web/api/client.js'],
    ])('refuses web/editor importing %s', (text, target) => {
      const result = check({ 'web/editor/Editor.tsx': text });
      expect(result.status).toBe(1);
      expect(result.output).toContain(`web/editor/Editor.tsx: imports '${/'(\.[^']+)'/.exec(text)![1]}' [editor] web/editor/ imports only kernel/, web/plugin-api/, web/ui/, its own files, web/grid/index.ts and plugins' public entries, not ${target}`);
    });

    it("passes the kernel, the plugin API, the design system, its own files and plugins' public entries", () => {
      const result = check({
        'kernel/index.ts': '',
        'web/plugin-api/index.ts': '',
        'web/ui/button.tsx': '',
        'web/editor/toolbar/Toolbar.tsx': '',
        'web/grid/index.ts': '',
        'plugins/a/index.ts': manifest('a'),
        'plugins/a/model/index.ts': '',
        'plugins/a/web/index.ts': '',
        'web/editor/Editor.tsx': [
          "import React from 'react';",
          "import { KERNEL } from '../../kernel/index.js';",
          "import { WebPart } from '../plugin-api/index.js';",
          "import { Button } from '../ui/button.js';",
          "import { Toolbar } from './toolbar/Toolbar.js';",
          "import { GridCanvas } from '../grid/index.js';",
          "import './editor.css';",
          "import { a } from '../../plugins/a/index.js';",
          "import type { Model } from '../../plugins/a/model';",
          "import { aWeb } from '../../plugins/a/web/index.js';",
        ].join('\n'),
      });
      expect(result.output).toBe('imports: every rule holds\n');
      expect(result.status).toBe(0);
    });
  });

  describe('grid', () => {
    it.each([
      ["import { useEditor } from '../editor/editor-context.js';", 'web/editor/editor-context.js'],
      ["import type { WebPart } from '../plugin-api/index.js';", 'web/plugin-api/index.js'],
      ["import { a1 } from '../../plugins/a/a1.js';", 'plugins/a/a1.js'],
    ])('refuses web/grid importing %s', (text, target) => {
      const result = check({ 'web/grid/GridCanvas.tsx': text });
      expect(result.status).toBe(1);
      expect(result.output).toContain(`web/grid/GridCanvas.tsx: imports '${/'(\.[^']+)'/.exec(text)![1]}' [grid] web/grid/ imports only kernel/, web/fonts/, its own files and plugins' public entries, not ${target}`);
    });

    it("passes the kernel, the fonts, its own files and plugins' public entries", () => {
      const result = check({
        'kernel/index.ts': '',
        'web/fonts/font-faces.ts': '',
        'web/grid/viewport.ts': '',
        'plugins/a/index.ts': manifest('a'),
        'web/grid/render/cells.ts': [
          "import { KERNEL } from '../../../kernel/index.js';",
          "import { requestFont } from '../../fonts/font-faces.js';",
          "import { hitTest } from '../viewport.js';",
          "import { a1 } from '../../../plugins/a/index.js';",
        ].join('\n'),
      });
      expect(result.output).toBe('imports: every rule holds\n');
      expect(result.status).toBe(0);
    });
  });

  it('has no allowlist: a violation planted in a tree that has an old baseline file still fails', () => {
    const root = plant({
      'plugins/a/index.ts': manifest('a'),
      'plugins/a/model/cell.ts': 'export type Cell = number;',
      'plugins/b/index.ts': manifest('b', ['a']),
      'plugins/b/x.ts': "import type { Cell } from '../a/model/cell.js';",
      'scripts/import-baseline.json': JSON.stringify({ violations: { 'public-entry': ['plugins/b/x.ts -> ../a/model/cell.js'] } }),
    });
    const result = run(root);
    expect(result.status).toBe(1);
    expect(result.output).toContain("plugins/b/x.ts: imports '../a/model/cell.js' [public-entry]");
  });
});
