// `--set` takes list and map options (Gassi's `tieBreak`, `realmRuleMoves`, `score`) in YAML flow syntax or JSON;
// the ruleset's option schema checks them as it checks a ruleset file, and a bad value names the argument, the
// entry and the allowed values, like a bad scalar (GAS-043 realm rule moves, GAS-163…168 scoring and tie-break).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../src/cli/index';
import { loadGame, parseSets, parseSetValue } from '../src/cli/playtest-args';
import { UsageError } from '../src/cli/args';

afterEach(() => vi.restoreAllMocks());

/** Runs the CLI in this process; returns the exit code and what it wrote to stderr. */
async function run(...argv: string[]): Promise<{ code: number; err: string }> {
  let err = '';
  vi.spyOn(process.stderr, 'write').mockImplementation((c: string | Uint8Array) => ((err += String(c)), true));
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  let code: number;
  try {
    code = await main(argv);
  } finally {
    vi.restoreAllMocks();
  }
  return { code, err };
}

const SCORE =
  '{finisherBonus: 3, perDog: 2, perBone: 1, perConquest: 1, perRealm: 0, perHandCard: -2, setFinisherHandMalus: true, irregularEnd: noFinisherBonus}';

describe('--set with lists and maps', () => {
  it('parses lists and maps in YAML flow syntax and JSON; scalars stay as they were', () => {
    expect(parseSetValue('tieBreak', '[moreBones, shared]')).toEqual(['moreBones', 'shared']);
    expect(parseSetValue('tieBreak', '["moreBones","shared"]')).toEqual(['moreBones', 'shared']);
    expect(parseSetValue('score', '{"perDog": 2, "irregularEnd": "noFinisherBonus"}')).toEqual({
      perDog: 2,
      irregularEnd: 'noFinisherBonus',
    });
    expect(parseSets(['score=[3,2,1]'])).toEqual({ score: [3, 2, 1] });
    expect(parseSets(['voluntaryDrawMax=3', 'name=abc'])).toEqual({ voluntaryDrawMax: 3, name: 'abc' });
  });

  it('a good list or map reaches the compiled game through the option schema', () => {
    const game = loadGame(
      'gassi/gassi-2.5.3',
      parseSets(['tieBreak=[moreBones, shared]', 'realmRuleMoves=[WALK, ATTACK]', `score=${SCORE}`]),
    )!;
    expect(game).not.toBeNull();
    expect(game.options.tieBreak).toEqual(['moreBones', 'shared']);
    expect(game.options.realmRuleMoves).toEqual(['WALK', 'ATTACK']);
    expect(game.options.score).toMatchObject({ finisherBonus: 3, perDog: 2, perHandCard: -2 });
  });

  it('a list or map that does not parse names the option, the value and the shape', () => {
    expect(() => parseSetValue('tieBreak', '[moreBones')).toThrow(UsageError);
    expect(() => parseSetValue('tieBreak', '[moreBones')).toThrow(
      /^--set tieBreak: "\[moreBones" is not a list \(write \[a, b, c\], YAML flow or JSON; quote the whole --set in the shell\): /,
    );
    expect(() => parseSetValue('score', '{perDog: 1, perDog: 2}')).toThrow(
      /^--set score: ".*" is not a map \(write \{key: value/,
    );
    expect(() => parseSetValue('score', '{"__proto__": {"x": 1}}')).toThrow(/"__proto__" is not a key a map can hold/);
  });

  it('a value of the wrong shape or entry is refused by the schema, naming the argument and the entry', async () => {
    const wrongEntry = await run(
      'simulate',
      'gassi/gassi-2.5.3',
      '--set',
      'tieBreak=[moreBones, bogus]',
      '--games',
      '1',
    );
    expect(wrongEntry.code).toBe(1);
    expect(wrongEntry.err).toBe(
      '--set tieBreak=["moreBones","bogus"]: error: Option "tieBreak.1" must be one of "fewerHandCards", "moreBones", "shared" (got "bogus"). [ruleset/invalid-value]\n',
    );
    const listForMap = await run('simulate', 'gassi/gassi-2.5.3', '--set', 'score=[3,2,1]', '--games', '1');
    expect(listForMap.code).toBe(1);
    expect(listForMap.err).toBe(
      '--set score=[3,2,1]: error: Option "score" should be a map of keys and values (got a list). [ruleset/invalid-value]\n',
    );
    const badKey = await run(
      'simulate',
      'gassi/gassi-2.5.3',
      '--set',
      `score=${SCORE.replace('perDog: 2', 'perDog: x')}`,
    );
    expect(badKey.code).toBe(1);
    expect(badKey.err).toMatch(
      /^--set score=\{.*\}: error: Option "score\.perDog" should be a number \(got "x"\)\. \[ruleset\/invalid-value\]$/m,
    );
    const move = await run('simulate', 'gassi/gassi-2.5.3', '--set', 'realmRuleMoves=[WALK, FLY]', '--games', '1');
    expect(move.code).toBe(1);
    expect(move.err).toBe(
      '--set realmRuleMoves=["WALK","FLY"]: error: realmRuleMoves: no move "FLY" in tables.moves. [gassi/unknown-move]\n',
    );
  });
});
