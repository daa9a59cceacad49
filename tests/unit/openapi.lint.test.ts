import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import openapiTS from 'openapi-typescript';
import ts from 'typescript';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildOpenApi, type OpenApiDocument} from '../../src/api/openapi';
import {API_OF, referenceRoutes} from '../../src/api/routes';
import {servicePresent} from '../../src/api/sourceFacts';
import {API_IDS, type ApiId} from '../../src/api/vocabulary';

/**
 * The OpenAPI documents as the site writes them (mainnet and sandbox), linted
 * with Redocly CLI (recommended rules, redocly.yaml) and Spectral
 * (spectral:oas, .spectral.yaml) through their command lines, and turned into
 * TypeScript types with openapi-typescript. Rules left off say why in those
 * files; what stays on must find nothing. A broken copy shows the linters
 * do look.
 */

const ROOT = path.join(__dirname, '../..');
const BIN = path.join(ROOT, 'node_modules/.bin');
/** The machine is slow, and each linter starts a fresh Node process and reads every document. */
const SLOW = 60_000;

const ENVIRONMENTS = ['mainnet', 'sandbox'] as const;
/** Every document the site writes: all APIs in one, then each API with a service in the source, per network. */
const DOCUMENTS: {name: string; environment: (typeof ENVIRONMENTS)[number]; only?: ApiId}[] = ENVIRONMENTS.flatMap(
  (environment) => [
    {name: environment, environment},
    ...API_IDS.filter((api) => referenceRoutes().some((route) => API_OF[route.service] === api)).map((only) => ({
      name: `${only} ${environment}`,
      environment,
      only,
    })),
  ],
);
const NAMES = DOCUMENTS.map((document) => document.name);
let directory: string;
const files: Record<string, string> = {};
const documents: Record<string, OpenApiDocument> = {};

function operationsOf(document: OpenApiDocument): [string, string, Record<string, unknown>][] {
  return Object.entries(document.paths).flatMap(([route, item]) =>
    (['get', 'post'] as const).flatMap((method) =>
      item[method]
        ? [
            [route, method, item[method] as unknown as Record<string, unknown>] as [
              string,
              string,
              Record<string, unknown>,
            ],
          ]
        : [],
    ),
  );
}

interface RedoclyProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: {pointer: string}[];
}

interface RedoclyReport {
  totals: {errors: number; warnings: number};
  problems: RedoclyProblem[];
}

/**
 * Redocly's reports on the files, in their order: one command line for all of them, as each start of the
 * linter costs seconds here. With several files its JSON format writes one pretty-printed report per file,
 * back to back, and only a report's own end closes a brace at the start of a line.
 */
function redocly(filesToLint: string[]): RedoclyReport[] {
  const run = spawnSync(
    path.join(BIN, 'redocly'),
    ['lint', ...filesToLint, '--config', path.join(ROOT, 'redocly.yaml'), '--format=json', '--max-problems', '100000'],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: {...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1'},
    },
  );
  expect(run.error, 'redocly could not start').toBeUndefined();
  for (const file of filesToLint)
    expect(run.stderr, 'redocly reads each file').toContain(`${path.basename(file)}: validated`);
  const reports = run.stdout
    .split(/(?<=^\})/m)
    .filter((text) => text.trim())
    .map((text) => JSON.parse(text) as RedoclyReport);
  expect(reports, 'one report per file').toHaveLength(filesToLint.length);
  return reports;
}

interface SpectralResult {
  code: string;
  severity: number;
  message: string;
  path: (string | number)[];
  source?: string;
}

/** Spectral's findings on the files, by file: one command line for all of them. */
function spectral(filesToLint: string[]): Map<string, SpectralResult[]> {
  const output = path.join(directory, 'spectral.json');
  const run = spawnSync(
    path.join(BIN, 'spectral'),
    [
      'lint',
      ...filesToLint,
      '--ruleset',
      path.join(ROOT, '.spectral.yaml'),
      '--format',
      'json',
      '--output',
      output,
      '--quiet',
      '--fail-severity',
      'hint',
    ],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: {...process.env, NO_COLOR: '1'},
    },
  );
  expect(run.error, 'spectral could not start').toBeUndefined();
  expect(run.stderr).not.toMatch(/error running|cannot|not found/i);
  const results = JSON.parse(readFileSync(output, 'utf8')) as SpectralResult[];
  const unknown = results.filter((result) => !filesToLint.includes(path.resolve(ROOT, result.source ?? '')));
  expect(unknown, 'each finding names a file it was given').toEqual([]);
  return new Map(
    filesToLint.map((file) => [file, results.filter((result) => path.resolve(ROOT, result.source ?? '') === file)]),
  );
}

/** What each linter found in each document, and in a broken copy of the mainnet one (see its test). */
const found = {} as {redocly: Map<string, RedoclyReport>; spectral: Map<string, SpectralResult[]>};
let brokenFile: string;

beforeAll(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'openapi-lint-'));
  for (const {name, environment, only} of DOCUMENTS) {
    documents[name] = buildOpenApi(environment, {only});
    files[name] = path.join(directory, `${name.replace(' ', '.')}.json`);
    writeFileSync(files[name], `${JSON.stringify(documents[name], null, 2)}\n`);
  }
  const broken = structuredClone(documents.mainnet) as OpenApiDocument & {
    components: {schemas: Record<string, unknown>};
  };
  broken.components.schemas.NothingRefersToMe = {type: 'object'};
  const [, , operation] = operationsOf(broken)[0];
  delete operation.summary;
  delete operation.description;
  brokenFile = path.join(directory, 'broken.json');
  writeFileSync(brokenFile, JSON.stringify(broken));
  const all = [...Object.values(files), brokenFile];
  const reports = redocly(all);
  found.redocly = new Map(all.map((file, index) => [file, reports[index]]));
  found.spectral = spectral(all);
}, 4 * SLOW);

afterAll(() => {
  if (directory) rmSync(directory, {recursive: true, force: true});
});

describe('the OpenAPI documents, linted', () => {
  it(
    'hold every route the source mounts (the combined ones all but the paths two services share), so the linters have them to read',
    () => {
      const current = referenceRoutes().filter((route) => !route.removedIn);
      expect(current.length).toBeGreaterThan(0);
      for (const {name, only} of DOCUMENTS) {
        const written = JSON.parse(readFileSync(files[name], 'utf8')) as OpenApiDocument;
        const mine = current.filter((route) => !only || API_OF[route.service] === only);
        const leftOut = written['x-left-out']?.length ?? 0;
        expect(operationsOf(written), name).toHaveLength(mine.length - leftOut);
        if (only) expect(leftOut, name).toBe(0);
      }
      expect(servicePresent('explorer-api')).toBe(false);
    },
    SLOW,
  );

  it.each(NAMES)('%s: Redocly (recommended) finds no error and no warning', (name) => {
    const result = found.redocly.get(files[name])!;
    expect(
      result.problems.map(
        (problem) => `${problem.severity} ${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`,
      ),
    ).toEqual([]);
    expect(result.totals).toMatchObject({errors: 0, warnings: 0});
  });

  it.each(NAMES)('%s: Spectral (spectral:oas) finds no error and no warning', (name) => {
    const results = found.spectral.get(files[name])!;
    expect(
      results.map((result) => `${result.severity} ${result.code} ${result.path.join('.')}: ${result.message}`),
    ).toEqual([]);
  });

  it('both linters report a broken copy: an unused component, an operation without summary or description', () => {
    const rules = found.redocly.get(brokenFile)!.problems.map((problem) => problem.ruleId);
    expect(rules).toEqual(expect.arrayContaining(['no-unused-components', 'operation-summary']));
    const codes = found.spectral.get(brokenFile)!.map((result) => result.code);
    expect(codes).toEqual(expect.arrayContaining(['oas3-unused-component', 'operation-description']));
  });
});

/** The members of a type literal or interface, by name. */
function members(node: ts.Node | undefined): Map<string, ts.PropertySignature> {
  const list = node && (ts.isInterfaceDeclaration(node) || ts.isTypeLiteralNode(node)) ? node.members : [];
  const result = new Map<string, ts.PropertySignature>();
  for (const member of list) {
    if (!ts.isPropertySignature(member)) continue;
    const name = member.name;
    const text =
      ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : name.getText();
    result.set(text, member);
  }
  return result;
}

describe('the OpenAPI document as TypeScript types (openapi-typescript)', () => {
  it(
    'gives every operation with a success response a typed body, never `never`',
    async () => {
      const document = documents.mainnet;
      const nodes = await openapiTS(document as never);
      const operations = nodes.find(
        (node): node is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(node) && node.name.text === 'operations',
      );
      expect(operations, 'openapi-typescript writes an operations interface').toBeDefined();
      const generated = members(operations);
      const all = operationsOf(document);
      const success = (operation: Record<string, unknown>) =>
        Object.entries(operation.responses as Record<string, {content?: object}>).find(([status]) => /^2/.test(status));
      const withBody = all.filter(([, , operation]) => success(operation)?.[1].content);
      expect(withBody.length).toBeGreaterThan(0);
      const untyped: string[] = [];
      for (const [route, method, operation] of withBody) {
        const id = operation.operationId as string;
        const [status, response] = success(operation)!;
        const responses = members(members(generated.get(id)?.type).get('responses')?.type);
        const content = members(responses.get(status)?.type).get('content');
        const contentTypes = Object.keys(response.content ?? {});
        const typed =
          content &&
          !content.questionToken &&
          content.type?.kind !== ts.SyntaxKind.NeverKeyword &&
          contentTypes.every((type) => members(content.type).has(type));
        if (!typed) untyped.push(`${method.toUpperCase()} ${route} (${id})`);
      }
      expect(untyped).toEqual([]);
      const current = referenceRoutes().filter((route) => !route.removedIn);
      const leftOut = new Set((document['x-left-out'] ?? []).map((entry) => entry.route));
      // A success without a body is exactly a route whose handler answers with a status alone.
      const bodiless = all
        .filter(([, , operation]) => success(operation) && !success(operation)![1].content)
        .map(([route]) => route);
      const statusOnly = current
        .filter((route) => !leftOut.has(`${route.method} ${route.path}`))
        .filter((route) => route.source.kind === 'api' && !route.source.response.type)
        .filter((route) => route.source.response.status < 300 && !/Json<\(\)>/.test(route.source.handler_return ?? ''))
        .map((route) => route.path);
      expect(statusOnly.length).toBeGreaterThan(0);
      expect(bodiless.sort()).toEqual(statusOnly.sort());
      // The operations without a success are exactly the routes the source answers only with a redirect or an error.
      const without = all.filter(([, , operation]) => !success(operation)).map(([route]) => route);
      const expected = current
        .filter((route) => !leftOut.has(`${route.method} ${route.path}`))
        .filter((route) => route.source.response.status >= 300)
        .map((route) => route.path);
      expect(expected.length).toBeGreaterThan(0);
      expect(without.sort()).toEqual(expected.sort());
    },
    SLOW,
  );
});
