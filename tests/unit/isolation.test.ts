import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * The unit tests share their workers' modules (vitest.config.mts): a file that replaces a module, stubs a global
 * or asks for another environment must run isolated, which its name says.
 */
const LEAKS = /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(|@vitest-environment/;

describe('unit test files that change what later files load', () => {
  const files = ['src', 'tests/unit', 'bench'].flatMap((root) =>
    readdirSync(root, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => path.join(root, file)),
  );

  it('finds the test files', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it('are named *.isolated.test.ts, so that they run isolated', () => {
    const leaking = files.filter((file) => !__filename.endsWith(file) && LEAKS.test(readFileSync(file, 'utf8')));
    expect(leaking.length).toBeGreaterThan(0);
    expect(leaking.filter((file) => !file.endsWith('.isolated.test.ts'))).toEqual([]);
  });
});
