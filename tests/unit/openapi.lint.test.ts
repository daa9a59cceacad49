import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import openapiTS from 'openapi-typescript';
import ts from 'typescript';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildOpenApi, type OpenApiDocument} from '../../src/api/openapi';
import {documentRoutes} from '../../src/api/routes';

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
/** The machine is slow and each linter starts a fresh Node process. */
const SLOW = 60_000;

const ENVIRONMENTS = ['mainnet', 'sandbox'] as const;
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

function redocly(file: string): {totals: {errors: number; warnings: number}; problems: RedoclyProblem[]} {
  const run = spawnSync(
    path.join(BIN, 'redocly'),
    ['lint', file, '--config', path.join(ROOT, 'redocly.yaml'), '--format=json', '--max-problems', '100000'],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: {...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1'},
    },
  );
  expect(run.error, 'redocly could not start').toBeUndefined();
  expect(run.stderr, 'redocly reads the file').toContain(`${path.basename(file)}: validated`);
  return JSON.parse(run.stdout) as ReturnType<typeof redocly>;
}

interface SpectralResult {
  code: string;
  severity: number;
  message: string;
  path: (string | number)[];
  source?: string;
}

function spectral(file: string): SpectralResult[] {
  const output = `${file}.spectral.json`;
  const run = spawnSync(
    path.join(BIN, 'spectral'),
    [
      'lint',
      file,
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
  return JSON.parse(readFileSync(output, 'utf8')) as SpectralResult[];
}

beforeAll(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'openapi-lint-'));
  for (const environment of ENVIRONMENTS) {
    documents[environment] = buildOpenApi(environment);
    files[environment] = path.join(directory, environment === 'mainnet' ? 'openapi.json' : 'openapi.sandbox.json');
    writeFileSync(files[environment], `${JSON.stringify(documents[environment], null, 2)}\n`);
  }
}, SLOW);

afterAll(() => {
  if (directory) rmSync(directory, {recursive: true, force: true});
});

describe('the OpenAPI documents, linted', () => {
  it(
    'hold every route of the document, so the linters have them to read',
    () => {
      const expected = documentRoutes().length;
      expect(expected).toBeGreaterThan(0);
      for (const environment of ENVIRONMENTS) {
        const written = JSON.parse(readFileSync(files[environment], 'utf8')) as OpenApiDocument;
        expect(operationsOf(written)).toHaveLength(expected);
      }
    },
    SLOW,
  );

  it.each(ENVIRONMENTS)(
    '%s: Redocly (recommended) finds no error and no warning',
    (environment) => {
      const result = redocly(files[environment]);
      expect(
        result.problems.map(
          (problem) => `${problem.severity} ${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`,
        ),
      ).toEqual([]);
      expect(result.totals).toMatchObject({errors: 0, warnings: 0});
    },
    SLOW,
  );

  it.each(ENVIRONMENTS)(
    '%s: Spectral (spectral:oas) finds no error and no warning',
    (environment) => {
      const results = spectral(files[environment]);
      expect(
        results.map((result) => `${result.severity} ${result.code} ${result.path.join('.')}: ${result.message}`),
      ).toEqual([]);
    },
    SLOW,
  );

  it(
    'both linters report a broken copy: an unused component, an operation without summary or description',
    () => {
      const broken = structuredClone(documents.mainnet) as OpenApiDocument & {
        components: {schemas: Record<string, unknown>};
      };
      broken.components.schemas.NothingRefersToMe = {type: 'object'};
      const [, , operation] = operationsOf(broken)[0];
      delete operation.summary;
      delete operation.description;
      const file = path.join(directory, 'broken.json');
      writeFileSync(file, JSON.stringify(broken));
      const rules = redocly(file).problems.map((problem) => problem.ruleId);
      expect(rules).toEqual(expect.arrayContaining(['no-unused-components', 'operation-summary']));
      const codes = spectral(file).map((result) => result.code);
      expect(codes).toEqual(expect.arrayContaining(['oas3-unused-component', 'operation-description']));
    },
    SLOW,
  );
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
      const withSuccess = all.filter(([, , operation]) => '200' in (operation.responses as object));
      expect(withSuccess.length).toBeGreaterThan(0);
      const untyped: string[] = [];
      for (const [route, method, operation] of withSuccess) {
        const id = operation.operationId as string;
        const responses = members(members(generated.get(id)?.type).get('responses')?.type);
        const success = responses.get('200');
        const content = members(success?.type).get('content');
        const contentTypes = Object.keys(
          (operation.responses as Record<string, {content?: object}>)['200'].content ?? {},
        );
        const typed =
          content &&
          !content.questionToken &&
          content.type?.kind !== ts.SyntaxKind.NeverKeyword &&
          contentTypes.every((type) => members(content.type).has(type));
        if (!typed) untyped.push(`${method.toUpperCase()} ${route} (${id})`);
      }
      expect(untyped).toEqual([]);
      // The operations without a 200 are exactly the routes the source answers only with a redirect or 501.
      const without = all
        .filter(([, , operation]) => !('200' in (operation.responses as object)))
        .map(([route]) => route);
      const expected = documentRoutes()
        .filter((route) => route.source && route.source.response.status !== 200)
        .map((route) => route.path);
      expect(expected.length).toBeGreaterThan(0);
      expect(without.sort()).toEqual(expected.sort());
    },
    SLOW,
  );
});
