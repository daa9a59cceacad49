import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {NPM} from './sdkVersions';

// package.json is read here, in Node, and never imported by the pages' code.
const devDependencies = (
  JSON.parse(readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
  }
).devDependencies;

describe('the npm versions the Developers pages name', () => {
  it.each(Object.entries(NPM))('%s is at the version package.json installs (%s)', (name, version) => {
    expect(devDependencies[name], `${name} in package.json's devDependencies`).toBe(version);
  });
});
