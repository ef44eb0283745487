// @vitest-environment happy-dom
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RulesetSummary } from '../../../shared/ipc-contract';
import { useLibraryStore } from './library';
import { formatHash, parseHash } from './nav';

const rs = (id: string, ext: string | null, kind = 'dog'): RulesetSummary => ({
  id,
  name: id,
  kind,
  version: '1',
  file: `${id}.yaml`,
  extends: ext,
  diagnostics: [],
});

describe('library grouping', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('groups by kind and puts variants (also variants of variants) under their base', () => {
    const lib = useLibraryStore();
    lib.rulesets = [
      rs('dog/standard', null),
      rs('dog/octopus', 'dog/standard'),
      rs('dog/octopus-6', 'dog/octopus'),
      rs('gassi/draft', null, 'gassi'),
      rs('dog/orphan', 'dog/missing'),
    ];
    expect(lib.byKind.map((k) => k.kind)).toEqual(['dog', 'gassi']);
    const dog = lib.byKind[0]!.groups;
    expect(dog.map((g) => g.base.id)).toEqual(['dog/standard', 'dog/orphan']);
    expect(dog.find((g) => g.base.id === 'dog/standard')!.variants.map((v) => v.id)).toEqual([
      'dog/octopus',
      'dog/octopus-6',
    ]);
  });
});

describe('hash routes', () => {
  it('round-trips replay routes and falls back to the library', () => {
    const route = { view: 'replay' as const, file: 'dog-standard-7-1.replay.json', step: 5 };
    expect(parseHash(formatHash(route))).toEqual(route);
    expect(parseHash('#/replay/a.json')).toEqual({ view: 'replay', file: 'a.json', step: null });
    expect(parseHash('#/nonsense')).toEqual({ view: 'library' });
    expect(formatHash({ view: 'rulesheet' })).toBe('#/rulesheet');
    expect(parseHash('#/rulesheet')).toEqual({ view: 'rulesheet' });
    expect(parseHash('')).toEqual({ view: 'library' });
  });
});
