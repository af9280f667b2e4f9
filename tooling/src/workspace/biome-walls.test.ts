import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module of the root scripts, without types
import { API_AREAS, biomeWallOverrides } from '../../../scripts/biome-walls.mjs';
import { workspaceRoot } from './workspace-root';

// biome.json's import walls are written by scripts/biome-walls.mjs from one table; an edit by hand (or a table edit
// without running the script) would let the linter and the table disagree.
describe('biome.json import walls', () => {
  it('are what scripts/biome-walls.mjs generates (run `node scripts/biome-walls.mjs` after editing its table)', () => {
    const biome = JSON.parse(readFileSync(join(workspaceRoot, 'biome.json'), 'utf8')) as { overrides: unknown[] };
    expect(biome.overrides).toEqual(biomeWallOverrides());
  });

  it("list every area of api/src (the platform's wall refuses each)", () => {
    const folders = readdirSync(join(workspaceRoot, 'api/src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'platform')
      .map((entry) => entry.name);
    expect([...(API_AREAS as string[])].sort()).toEqual(folders.sort());
  });
});
