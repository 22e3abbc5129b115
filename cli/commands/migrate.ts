import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { CheckFailure, UsageError } from '../errors.js';

/**
 * `gridcast migrate --from <folder|postgres://...> --to <folder|postgres://...>`: copies a store into an
 * empty one (embedded to PostgreSQL or back), with the live channel's command logs (edits not yet folded
 * into the stored content), and verifies the copy by counts and checksums.
 */
export function registerMigrate(program: Command): void {
  program
    .command('migrate')
    .description('copy a store into an empty one (an embedded data folder or a postgres:// database, either way) and verify it by counts and checksums')
    .requiredOption('--from <store>', 'the store to copy: a data folder or postgres://user:password@host:5432/db')
    .requiredOption('--to <store>', 'the empty store to copy into: a data folder or postgres://...')
    .action(async (options: { from: string; to: string }) => {
      if (options.from === options.to) throw new UsageError('--from and --to name the same store');
      if (!isUrl(options.from) && !existsSync(join(options.from, 'gridcast.json'))) throw new UsageError(`--from ${options.from}: not a Gridcast data folder (no gridcast.json in it)`);
      // Loaded on use, so `gridcast --help` does not pay for the server's modules.
      const { openStore } = await import('../../server/storage/open-store.js');
      const { CopyMismatch, TargetNotEmpty, copyStore } = await import('../../server/storage/copy-store.js');
      const { copyCommandLogs } = await import('../../server/storage/copy-command-logs.js');
      const open = (location: string) => openStore({ ...(isUrl(location) ? { store: location, dataDir: '.' } : { dataDir: location }), env: {}, log: () => undefined });
      const source = await open(options.from);
      try {
        const target = await open(options.to);
        try {
          if ((await target.commands.keys()).length > 0) throw new TargetNotEmpty('the target store already holds records: migrate copies into an empty store only');
          const parts = [...(await copyStore(source.storage, target.storage)), await copyCommandLogs(source.commands, target.commands)];
          for (const part of parts) process.stdout.write(`${part.name.padEnd(18)} ${String(part.count).padStart(8)}  sha256 ${part.checksum.slice(0, 16)}  matches\n`);
          process.stdout.write(`Copied ${source.where} into ${target.where}; every count and checksum matches.\n`);
        } catch (error) {
          if (error instanceof TargetNotEmpty) throw new UsageError(`${options.to}: ${error.message}`);
          if (error instanceof CopyMismatch) throw new CheckFailure(error.message);
          throw error;
        } finally {
          await target.commands.close();
          await target.storage.close();
        }
      } finally {
        await source.commands.close();
        await source.storage.close();
      }
    });
}

function isUrl(location: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(location);
}
