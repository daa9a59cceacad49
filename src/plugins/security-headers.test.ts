import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import securityHeadersPlugin from './security-headers';
import {NO_SCRIPT_STYLE} from '../security/inlineAllowList';

describe('the security-headers plugin after a build', () => {
  let outDir: string;
  const run = () => {
    const plugin = securityHeadersPlugin({baseUrl: '/docs/'} as LoadContext);
    return plugin.postBuild!({outDir} as Parameters<NonNullable<typeof plugin.postBuild>>[0]);
  };
  const page = (name: string, html: string) => {
    mkdirSync(path.dirname(path.join(outDir, name)), {recursive: true});
    writeFileSync(path.join(outDir, name), html);
  };

  beforeEach(() => {
    outDir = mkdtempSync(path.join(os.tmpdir(), 'csp-'));
  });
  afterEach(() => rmSync(outDir, {recursive: true, force: true}));

  it('writes the headers file when pages hold only what the allow-list has', async () => {
    page('index.html', `<noscript><style>${NO_SCRIPT_STYLE}</style></noscript><p>Hello</p>`);
    await run();
    expect(readFileSync(path.join(outDir, '_headers'), 'utf8')).toContain('Content-Security-Policy:');
  });

  it('fails, naming the page, when a page holds an inline script the site does not ship', async () => {
    page('index.html', '<p>Hello</p>');
    page('operators/changelog.html', '<script>alert(2)</script>');
    await expect(run()).rejects.toThrow(
      /operators\/changelog\.html: inline script 'sha256-[^']+', starting "alert\(2\)"/,
    );
    expect(existsSync(path.join(outDir, '_headers'))).toBe(false);
  });
});
