// How a default expression becomes the value an operator reads.
import {describe, expect, it} from 'vitest';
import {arithmetic, humantime, renderDefault, urlAsSerialised} from './render';

describe('arithmetic', () => {
  it('computes integer expressions with Rust digit separators and type suffixes', () => {
    expect(arithmetic('5 * 60')).toEqual({value: 300, float: false});
    expect(arithmetic('1_000u64 * (2 + 1)')).toEqual({value: 3000, float: false});
    expect(arithmetic('0x10')).toEqual({value: 16, float: false});
  });

  it('marks a division or a decimal point as a float', () => {
    expect(arithmetic('10 / 4')).toEqual({value: 2.5, float: true});
    expect(arithmetic('1.5')).toEqual({value: 1.5, float: true});
  });

  it('gives up on names, calls and malformed input instead of guessing', () => {
    expect(arithmetic('DEFAULT_PORT + 1')).toBeNull();
    expect(arithmetic('(1 + 2')).toBeNull();
    expect(arithmetic('1 / 0')).toBeNull();
  });
});

describe('humantime', () => {
  it('writes each unit once, largest first, with days spelled out', () => {
    expect(humantime(0)).toBe('0s');
    expect(humantime(1.5)).toBe('1s 500ms');
    expect(humantime(86_400)).toBe('1day');
    expect(humantime(483_840)).toBe('5days 14h 24m');
  });
});

describe('renderDefault', () => {
  it('renders Durations in humantime form', () => {
    expect(renderDefault('Duration::from_secs(5 * 60)')).toBe('"5m"');
    expect(renderDefault('Duration::from_millis((1_500))')).toBe('"1s 500ms"');
  });

  it('renders addresses as text', () => {
    expect(renderDefault('SocketAddr::new(IpAddr::V4(Ipv4Addr::UNSPECIFIED), (8080))')).toBe('"0.0.0.0:8080"');
    expect(renderDefault('SocketAddr::new(IpAddr::V6(Ipv6Addr::UNSPECIFIED), (1789))')).toBe('"[::]:1789"');
    expect(renderDefault('IpAddr::V6(Ipv6Addr::new(0xfc01, 0, 0, 0, 0, 0, 0, 0x1))')).toBe('"fc01::1"');
  });

  it('places file names under the data directory', () => {
    expect(renderDefault('data_dir.join((("x25519_ipr_dh.pub")))')).toBe('"{data_dir}/x25519_ipr_dh.pub"');
  });

  it('strips conversions and wrappers around a literal', () => {
    expect(renderDefault('Some(("https://example.org/").parse().unwrap())')).toBe('"https://example.org/"');
    expect(renderDefault('(10_u32)')).toBe('10');
  });

  it('writes floats as the dataset does', () => {
    expect(renderDefault('(1e-5)')).toBe('1e-05');
    expect(renderDefault('(10 / 2)')).toBe('5.0');
    expect(renderDefault('(1.12)')).toBe('1.12');
  });

  it('leaves what it cannot compute as written', () => {
    expect(renderDefault('self.id')).toBe('self.id');
  });
});

describe('urlAsSerialised', () => {
  it('gives a URL with an empty path the path / as the url crate does', () => {
    expect(urlAsSerialised('https://rpc.nymtech.net')).toBe('https://rpc.nymtech.net/');
    expect(urlAsSerialised('["https://rpc.nymtech.net", "wss://a.example:443"]')).toBe(
      '["https://rpc.nymtech.net/", "wss://a.example:443/"]',
    );
  });

  it('leaves a URL that has a path as it is', () => {
    expect(urlAsSerialised('["https://validator.nymtech.net/api/"]')).toBe('["https://validator.nymtech.net/api/"]');
    expect(urlAsSerialised('https://nymtech.net/.wellknown/x.json')).toBe('https://nymtech.net/.wellknown/x.json');
  });
});
