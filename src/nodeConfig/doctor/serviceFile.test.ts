import {describe, expect, it} from 'vitest';
import {diagnose} from './doctor';
import {readServiceFile} from './serviceFile';

const UNIT = `[Unit]
Description=Nym Node
StartLimitInterval=350

[Service]
User=nym
LimitNOFILE=65536
Environment=NYMNODE_WG_ANNOUNCED_PORT=51822 "NYMNODE_MODE=exit-gateway"
Environment=NYMNODE_WG_IP_NETWORK=10.1.0.0
Environment=NYMNODE_TURBO=1 RUST_LOG=info
EnvironmentFile=-/etc/nym/node.env
ExecStart=/root/nym-binaries/nym-node run \\
  --mode exit-gateway \\
  --wireguard-enabled true \\
  --wireguard-private-network-ip 10.1.0.0
Restart=on-failure

[Install]
WantedBy=multi-user.target
`;

describe('reading a systemd unit', () => {
  it('joins continued lines, reads every Environment= assignment and names the environment files', () => {
    const service = readServiceFile(UNIT);
    expect(service.command).toBe(
      '/root/nym-binaries/nym-node run --mode exit-gateway --wireguard-enabled true --wireguard-private-network-ip 10.1.0.0',
    );
    expect(service.environment.map((each) => `${each.name}=${each.value}@${each.line}`)).toEqual([
      'NYMNODE_WG_ANNOUNCED_PORT=51822@8',
      'NYMNODE_MODE=exit-gateway@8',
      'NYMNODE_WG_IP_NETWORK=10.1.0.0@9',
      'NYMNODE_TURBO=1@10',
      'RUST_LOG=info@10',
    ]);
    expect(service.environmentFiles).toEqual(['/etc/nym/node.env']);
  });

  it('an ExecStart= prefix is not part of the command; a broken Environment= line is named', () => {
    const service = readServiceFile('[Service]\nExecStart=-/usr/bin/nym-node run\nEnvironment="NYMNODE_ID=a\n');
    expect(service.command).toBe('/usr/bin/nym-node run');
    expect(service.problems).toEqual([{line: 3, reason: expect.stringMatching(/never closed/)}]);
  });
});

describe('a service file against the newest release', () => {
  it('reports its flags and variables: dropped, still read, unknown; and the file it cannot read', () => {
    const diagnosis = diagnose(UNIT, {releaseChain: ['1.1.0', '1.31.0']});
    expect(diagnosis.kind).toBe('service');
    const bySubject = Object.fromEntries(diagnosis.findings.map((each) => [each.subject, each]));
    expect(bySubject['--wireguard-private-network-ip']).toMatchObject({
      severity: 'error',
      kind: 'removed',
      release: {label: 'v2024.6-chomp'},
    });
    expect(bySubject.NYMNODE_WG_IP_NETWORK).toMatchObject({severity: 'warning', kind: 'removed'});
    expect(bySubject.NYMNODE_TURBO).toMatchObject({severity: 'warning', kind: 'unknown'});
    expect(bySubject['/etc/nym/node.env']).toMatchObject({severity: 'notice', kind: 'input'});
    // The tunnel port flag of today still reads NYMNODE_WG_ANNOUNCED_PORT; RUST_LOG is not nym-node's.
    expect(bySubject.NYMNODE_WG_ANNOUNCED_PORT).toBeUndefined();
    expect(bySubject.RUST_LOG).toBeUndefined();
    expect(diagnosis.plan).toMatchObject({href: '/operators/upgrade/1.1.0#exit-gateway'});
  });

  it('a unit without ExecStart=: an error saying so', () => {
    expect(diagnose('[Service]\nUser=nym\n').findings).toEqual([
      expect.objectContaining({severity: 'error', subject: 'ExecStart'}),
    ]);
  });
});
