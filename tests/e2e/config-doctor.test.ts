import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {browserSuite} from '../support/suite';
import {diagnose} from '../../src/nodeConfig/doctor/doctor';
import {historicalConfig} from '../../src/nodeConfig/doctor/historicalConfig';
import {MAX_INPUT_BYTES} from '../../src/nodeConfig/doctor/input';
import {CONFIG_TAGS} from '../../src/nodeConfig/source';

const {open} = browserSuite();
const PAGE = 'operators/nodes/nym-node/configuration';
const TOURIST = CONFIG_TAGS.find((tag) => tag.endsWith('tourist')) as string;
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The page with the doctor live: its controls are enabled once the component runs in the browser, a render after
 * hydration; text typed before that render may land at the wrong place in the field.
 */
async function openDoctor() {
  const opened = await open(PAGE);
  const doctor = opened.page.getByTestId('node-config-checker');
  await expect.poll(() => doctor.getByLabel('Upgrading to').isEnabled()).toBe(true);
  return {...opened, doctor, result: opened.page.getByTestId('node-config-result')};
}

describe('the config doctor', () => {
  it('dates a config of nym-node 1.10.0, lists its findings by severity with links, and passes axe', async () => {
    const config = historicalConfig(TOURIST, {node: 'exit-gateway', publicIp: '1.1.1.1'});
    const expected = diagnose(config);
    const {page, errors, doctor, result} = await openDoctor();
    await doctor.getByRole('textbox').fill(config);
    await expect
      .poll(() => page.getByTestId('doctor-written-by').textContent())
      .toMatch(/^Written by nym-node 1\.10\.0–1\.11\.0 \(v2025\.8-tourist to v2025\.9-appenzeller\)/);
    for (const [severity, title] of [
      ['warning', 'Warnings'],
      ['notice', 'Notices'],
    ] as const) {
      const count = expected.findings.filter((finding) => finding.severity === severity).length;
      const list = result.getByRole('list', {name: `${title} (${count})`});
      expect(await list.locator(':scope > li').count()).toBe(count);
    }
    const renamed = result.locator('li', {hasText: 'wireguard.announced_port'}).first();
    expect(await renamed.getByRole('link', {name: 'v2025.16-halloumi'}).getAttribute('href')).toBe(
      '/docs/operators/changelog#v202516-halloumi',
    );
    expect(await renamed.getByRole('link', {name: 'wireguard.announced_tunnel_port'}).getAttribute('href')).toBe(
      '/docs/operators/nodes/nym-node/config-reference#key-wireguard-announced_tunnel_port',
    );
    const plan = result.getByRole('link', {name: /^upgrade plan from 1\.10\.0 for exit gateways$/});
    expect(await plan.getAttribute('href')).toBe('/docs/operators/upgrade/1.10.0#exit-gateway');
    // A grouped finding lists its keys in a native <details>.
    expect(await result.locator('details summary').count()).toBeGreaterThan(0);
    await page.addScriptTag({content: axeSource});
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {axe: {run: (scope: string) => Promise<{violations: {id: string; impact: string}[]}>}}
      ).axe;
      const {violations} = await axe.run('[data-testid="node-config-checker"]');
      return violations
        .filter((each) => each.impact === 'serious' || each.impact === 'critical')
        .map((each) => each.id);
    });
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('reads the release the reader picks as the target', async () => {
    const {doctor, result} = await openDoctor();
    await doctor.getByRole('textbox').fill('[wireguard]\nannounced_tunnel_port = 51822\n');
    await doctor.getByLabel('Upgrading to').selectOption(TOURIST);
    await expect.poll(() => result.textContent()).toContain('for nym-node 1.10.0');
    expect(await result.textContent()).toMatch(/came with v2025\.16-halloumi, after v2025\.8-tourist/);
  });

  it('shows the line and column of a TOML syntax error', async () => {
    const {errors, doctor, result} = await openDoctor();
    await doctor.getByRole('textbox').fill('[host]\npublic_ips = ["1.1.1.1"\n');
    await expect.poll(() => result.textContent()).toMatch(/Not valid TOML at line \d+, column \d+/);
    expect(errors).toEqual([]);
  });

  it('reads a chosen file in the page, and refuses a binary or a huge one with a message', async () => {
    const {errors, doctor, result} = await openDoctor();
    const chooser = doctor.getByLabel(/Or choose a file/);
    await chooser.setInputFiles({
      name: 'nym-node.service',
      mimeType: 'text/plain',
      buffer: Buffer.from('[Service]\nExecStart=/usr/bin/nym-node run --wireguard-announced-port 51822\n'),
    });
    await expect.poll(() => result.textContent()).toContain('Read as a systemd service file');
    expect(await result.textContent()).toMatch(/--wireguard-announced-port.*became --wireguard-tunnel-announced-port/);
    await chooser.setInputFiles({
      name: 'nym-node',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 0, 0xff, 0xfe]),
    });
    await expect
      .poll(() => result.getByRole('alert').textContent())
      .toMatch(/^nym-node: the input holds bytes that are not text/);
    await chooser.setInputFiles({
      name: 'big.toml',
      mimeType: 'text/plain',
      buffer: Buffer.alloc(MAX_INPUT_BYTES + 1, 0x23),
    });
    await expect
      .poll(() => result.getByRole('alert').textContent())
      .toMatch(/^big\.toml: the input is larger than 256 KB/);
    expect(errors).toEqual([]);
  });

  it('checks a command line with the startup rules and the flags of the target', async () => {
    const {doctor, result} = await openDoctor();
    await doctor.getByRole('textbox').fill('nym-node run --modes entry-gateway --mode exit-gateway');
    await expect.poll(() => result.textContent()).toContain('Read as a command line');
    expect(await result.textContent()).toMatch(/--modes cannot be combined with --mode/);
  });
});
