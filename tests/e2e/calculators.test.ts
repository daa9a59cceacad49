import {describe, expect, it} from 'vitest';
import {browserSuite} from '../support/suite';
import {LATEST_NODE_VERSION, NODE_VERSIONS_NEWEST_FIRST} from '../support/record';
import {nodeLoadWork} from '../../src/rules/load';

const {open} = browserSuite();

describe('the programme eligibility checker', () => {
  it('shows each condition for the grant and delegation programmes', async () => {
    const {page, errors} = await open('operators/tokenomics/programs');
    const checker = page.getByTestId('eligibility-checker');
    await expect
      .poll(() => page.getByTestId('sgp-result').locator('h3').textContent())
      .toBe('Service grant programme (SGPv2): eligible');
    // Two releases behind: still in the grant programme, out of the delegation programme; three behind: out of both.
    const [twoBehind, threeBehind] = [NODE_VERSIONS_NEWEST_FIRST[2], NODE_VERSIONS_NEWEST_FIRST[3]];
    await checker.getByLabel('nym-node version').fill(twoBehind);
    await expect
      .poll(() => page.getByTestId('delegation-result').locator('h3').textContent())
      .toBe('Delegation programme: not eligible');
    expect(await page.getByTestId('sgp-result').locator('h3').textContent()).toBe(
      'Service grant programme (SGPv2): eligible',
    );
    await checker.getByLabel('nym-node version').fill(threeBehind);
    const escaped = (version: string) => version.replace(/\./g, '\\.');
    await expect
      .poll(() => page.getByTestId('sgp-result').textContent())
      .toMatch(
        new RegExp(
          `not eligible.*✗ Latest version or one of the two before it — ${escaped(threeBehind)} is 3 releases behind ${escaped(LATEST_NODE_VERSION)}`,
        ),
      );
    await checker.getByLabel('nym-node version').fill(LATEST_NODE_VERSION);
    await checker.getByLabel('Days offline').fill('6');
    await checker.getByLabel('Landing page domain').fill('exit.example.org');
    await expect.poll(() => page.getByTestId('sgp-result').locator('[data-passed="false"]').count()).toBe(2);
    await checker.getByLabel('Days offline').fill('-1');
    await expect.poll(() => checker.textContent()).toContain('Days offline cannot be negative (you typed "-1").');
    expect(await page.getByTestId('sgp-result').locator('h3').textContent()).toBe(
      'Service grant programme (SGPv2): cannot tell',
    );
    expect(errors).toEqual([]);
  });
});

describe('when does my change apply', () => {
  it('gives the next interval for a margin change and the next epoch otherwise', async () => {
    const {page, errors} = await open('operators/tokenomics');
    const calculator = page.getByTestId('change-timing-calculator');
    const result = page.getByTestId('change-timing-result');
    await calculator.getByLabel('What you change').selectOption('operatorCost');
    await calculator.getByLabel('Minutes since the current epoch began').fill('20');
    await calculator.getByLabel(/Epochs of the interval already begun/).fill('718');
    await expect.poll(() => result.textContent()).toContain('at the next interval: within 1 h 40 min');
    expect(await result.textContent()).toContain('2 epochs of 720 left');
    await calculator.getByLabel('What you change').selectOption('other');
    await expect.poll(() => result.textContent()).toContain('at the next epoch: within 40 min');
    await calculator.getByLabel('Minutes since the current epoch began').fill('75');
    await expect
      .poll(() => result.textContent())
      .toContain('Minutes since the current epoch began must be 60 or less (you typed "75").');
    expect(errors).toEqual([]);
  });
});

describe('the exit policy port lookup', () => {
  it('answers for single ports, ranges and bad input', async () => {
    const {page, errors} = await open('operators/community-counsel/exit-gateway');
    const input = page.getByTestId('exit-port-lookup').getByLabel('Port');
    const result = page.getByTestId('exit-port-result');
    await input.fill('27015');
    await expect
      .poll(() => result.textContent())
      .toContain('Port 27015 is opened by the update (listed as 27000–27050)');
    await input.fill('853/tcp');
    await expect.poll(() => result.textContent()).toContain('Port 853 is opened by the update (listed as 853)');
    await input.fill('21');
    await expect.poll(() => result.textContent()).toContain('Port 21 is not among the ports the update opened');
    await input.fill('ssh');
    await expect
      .poll(() => result.textContent())
      .toContain('Port must be a number from 1 to 65535, like 8080 or 8080/tcp (you typed "ssh").');
    expect(errors).toEqual([]);
  });
});

describe('the node load calculator inside the changelog', () => {
  it('is prerendered in the release notes and comes alive in the browser', async () => {
    const {page, errors} = await open('operators/changelog#pr-5326');
    const item = page.locator('#pr-5326');
    await item.locator('details.collapsible > summary').click();
    const slot = item.locator('[data-calculator-slot="node-load"]');
    // The pointer on the calculator loads the page's controls (the changelog's first view runs without them).
    await slot.hover();
    await expect.poll(() => slot.getAttribute('data-mounted'), {timeout: 15_000}).toBe('true');
    const calculator = slot.getByTestId('node-load-calculator');
    await calculator.getByLabel('5-minute load average').fill('3.9');
    await calculator.getByLabel('CPU count').fill('4');
    await expect.poll(() => slot.getByTestId('load-machine').textContent()).toBe('AtCapacity');
    expect(errors).toEqual([]);
  });

  it('reads without JavaScript, with its default numbers worked out', async () => {
    // The calculator's starting values (its useState in src/components/calculators/NodeLoadCalculator.tsx).
    const defaults = {
      loadAverage5: '1.2',
      cpuCount: '4',
      memoryUsedGiB: '6',
      memoryTotalGiB: '16',
      swapUsedGiB: '0',
      swapTotalGiB: '0',
      txMBps: '30',
      rxMBps: '45',
    };
    const GiB = 1024 ** 3;
    // What the rule gives for them, worked out here by the rule itself: machine Medium (CPU 0.300 Low, memory 0.375 one
    // tier up),
    // network Medium (0.360 Gbit/s), total High (the network as busy as the machine).
    const expected = nodeLoadWork({
      loadAverage5: Number(defaults.loadAverage5),
      cpuCount: Number(defaults.cpuCount),
      memoryUsed: Number(defaults.memoryUsedGiB) * GiB,
      memoryTotal: Number(defaults.memoryTotalGiB) * GiB,
      swapUsed: Number(defaults.swapUsedGiB) * GiB,
      swapTotal: Number(defaults.swapTotalGiB) * GiB,
      txBytesPerSecond: Number(defaults.txMBps) * 1e6,
      rxBytesPerSecond: Number(defaults.rxMBps) * 1e6,
    });
    // Defaults that all land on Unknown would prove nothing about the page.
    expect([expected.machine, expected.network, expected.total]).not.toContain('Unknown');

    // Its release is an older one: without JavaScript it is read on the older-releases page.
    const {page} = await open('operators/changelog/older', {javaScriptEnabled: false});
    const slot = page.locator('#pr-5326 [data-calculator-slot="node-load"]');
    // The prerendered form holds those defaults…
    const shown = Object.fromEntries(
      await Promise.all(
        Object.keys(defaults).map(
          async (name) => [name, await slot.locator(`input[name="${name}"]`).inputValue()] as const,
        ),
      ),
    );
    expect(shown).toEqual(defaults);
    // …and, with no script to compute anything, the result the rule gives for them.
    expect(await slot.getByTestId('load-machine').textContent()).toBe(expected.machine);
    expect(await slot.getByTestId('load-network').textContent()).toBe(expected.network);
    expect(await slot.getByTestId('load-total').textContent()).toBe(expected.total);
    const steps = await slot.getByTestId('node-load-result').locator('ol > li').allTextContents();
    expect(steps[0]).toBe(
      `CPU: ${defaults.loadAverage5} ÷ ${defaults.cpuCount} = ${expected.cpuShare.toFixed(3)} → ${expected.cpuTier}`,
    );
    expect(steps[3]).toBe(`Network: ${expected.networkGbps!.toFixed(3)} Gbit/s of 1 Gbit/s → ${expected.network}`);
    // Nothing invites typing that no script would read: the fields are read-only, and a note says why.
    for (const name of Object.keys(defaults))
      expect(await slot.locator(`input[name="${name}"]`).getAttribute('readonly'), name).not.toBeNull();
    // (Its release sits in the closed archive, so the note is read rather than looked at.)
    expect(await slot.locator('.calculator__static-note').textContent()).toContain(
      'Turn on JavaScript to try your own',
    );
  });
});

describe('the table of every endpoint', () => {
  it('filters by API, status and release, and links each row to its entry', async () => {
    const {page, errors} = await open('apis/introduction');
    const rows = page.locator('.endpoint-table tbody tr');
    const total = await rows.count();
    await page.getByRole('combobox', {name: 'Status'}).selectOption('redirect');
    await expect.poll(() => rows.count()).toBeLessThan(total);
    const statuses = await rows.locator('.api-status').allTextContents();
    expect(new Set(statuses)).toEqual(new Set(['redirect']));
    await page.getByRole('combobox', {name: 'API', exact: true}).selectOption('validator-sidecar-api');
    await expect.poll(() => page.locator('.endpoint-table output').textContent()).toMatch(/^3 of \d+ endpoints$/);
    await rows.first().locator('th a').click();
    await expect
      .poll(() => page.url())
      .toMatch(/\/docs\/apis\/validator-sidecar-api\/mainnet#get-(stats|hardware|description)$/);
    expect(errors).toEqual([]);
  });
});

/**
 * What a careless or hostile reader types: each case is a page, a calculator,
 * a field (by its label), what is typed, and the message expected. Messages
 * name the field as labelled and quote what was typed.
 */
const HOSTILE_INPUTS: [page: string, calculator: string, field: string, typed: string, message: string][] = [
  [
    'operators/testing/performance',
    'node-load-calculator',
    'Memory used (GiB)',
    '-5',
    'Memory used (GiB) cannot be negative (you typed "-5").',
  ],
  ['operators/testing/performance', 'node-load-calculator', 'Memory used (GiB)', '', 'Memory used (GiB) is required.'],
  [
    'operators/testing/performance',
    'node-load-calculator',
    'Memory used (GiB)',
    '64',
    'Memory used (GiB) cannot be more than Memory total (GiB) (you typed "64" and "16").',
  ],
  [
    'operators/testing/performance',
    'node-load-calculator',
    '5-minute load average',
    'Infinity',
    '5-minute load average must be a number (you typed "Infinity").',
  ],
  [
    'operators/testing/performance',
    'node-load-calculator',
    'CPU count',
    '1e309',
    'CPU count is too large to work with (you typed "1e309").',
  ],
  [
    'operators/testing/performance',
    'node-load-calculator',
    'Sent (MB/s)',
    '',
    'Sent (MB/s) is required when Received (MB/s) is given; leave both empty if you do not know them.',
  ],
  [
    'operators/tokenomics/mixnet-rewards',
    'config-score-calculator',
    'Routing score (0–1)',
    '',
    'Routing score (0–1) is required.',
  ],
  [
    'operators/tokenomics/mixnet-rewards',
    'config-score-calculator',
    'Stake saturation',
    '',
    'Stake saturation is required.',
  ],
  [
    'operators/tokenomics/mixnet-rewards',
    'config-score-calculator',
    'Stake saturation',
    '1e309',
    'Stake saturation is too large to work with (you typed "1e309").',
  ],
  ['operators/tokenomics/mixnet-rewards', 'config-score-calculator', 'Node version', '', 'Node version is required.'],
  ['operators/tokenomics/programs', 'eligibility-checker', 'Days offline', '', 'Days offline is required.'],
  [
    'operators/tokenomics/programs',
    'eligibility-checker',
    'Days offline',
    'a week',
    'Days offline must be a number (you typed "a week").',
  ],
  [
    'operators/tokenomics',
    'change-timing-calculator',
    'Minutes since the current epoch began',
    '',
    'Minutes since the current epoch began is required.',
  ],
  [
    'operators/tokenomics',
    'change-timing-calculator',
    'Epochs of the interval already begun',
    '7.5',
    'Epochs of the interval already begun must be a whole number (you typed "7.5").',
  ],
  [
    'operators/community-counsel/exit-gateway',
    'exit-port-lookup',
    'Port',
    '',
    'Port is required: type a number from 1 to 65535, like 8080 or 8080/tcp.',
  ],
];

describe("calculator messages speak the reader's units", () => {
  it.each(HOSTILE_INPUTS)('%s, %s: "%s" given "%s"', async (url, calculatorId, field, typed, message) => {
    const {page, errors} = await open(url);
    const calculator = page.getByTestId(calculatorId);
    const input = calculator.getByLabel(field, {exact: false}).first();
    await input.fill(typed);
    await expect.poll(() => calculator.textContent()).toContain(message);
    const text = (await calculator.locator('.calculator__error').allTextContents()).join(' ');
    // No converted value and no name from the code reaches the reader.
    expect(text.replaceAll(`"${typed}"`, '')).not.toMatch(/NaN|Infinity|\b[a-z]+[A-Z]\w*\b|\d{7,}/);
    // The field in error says so to assistive technology, and points at its message.
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    expect(errors).toEqual([]);
  });
});
