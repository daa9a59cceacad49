// What each subcommand and command-line argument of nym-node does, one short sentence each, in our words. An
// argument is named `<subcommand> <flag>` (`(global)` for nym-node's own, the field name for a positional one);
// `* <flag>` stands for the same argument under every subcommand that has it. descriptions.test.ts fails when an
// argument or subcommand of the newest release has no sentence here.

/** One sentence per subcommand. */
export const SUBCOMMAND_DESCRIPTIONS: Record<string, string> = {
  '(global)': 'Arguments of nym-node itself, given before the subcommand.',
  'build-info': 'Prints the version and build details of the binary.',
  'bonding-information': 'Prints what the node must be bonded with: its keys and addresses.',
  'node-details': 'Prints the node’s identity and settings as it would announce them.',
  migrate: 'Once turned a mixnode or gateway into a nym-node; it now only says that this binary no longer migrates.',
  run: 'Starts the node, creating its config and keys on the first start.',
  sign: 'Signs a text or a contract message with the node’s identity key.',
  'test-throughput': 'Estimates how much mixnet traffic this machine could handle, without joining the network.',
  'unsafe-reset-sphinx-keys': 'Throws away the node’s sphinx keys and makes new ones for the current rotation.',
  debug: 'Repair tools for operators who are asked to use them.',
  'debug reset-providers-gateway-dbs': 'Clears the service providers’ gateway records, when they got damaged.',
};

/** One sentence per argument. */
export const ARGUMENT_DESCRIPTIONS: Record<string, string> = {
  '(global) --config-env-file': 'A file of environment variables that override the node’s settings.',
  '(global) --no-banner': 'Starts without printing the banner.',
  '(global) --otel': 'Exports traces over OpenTelemetry; only in binaries built with the otel feature.',
  '(global) --otel-endpoint': 'The OpenTelemetry collector the traces go to.',
  '(global) --otel-key': 'An ingestion key for a hosted collector that asks for one.',
  '(global) --otel-env': 'The environment label attached to every exported trace.',
  '(global) --otel-sample-ratio': 'The share of traces that are exported, between 0 and 1.',
  '(global) --otel-export-timeout': 'How many seconds one export may take.',

  '* --id': 'Which node to act on: the folder under ~/.nym/nym-nodes/.',
  '* --config-file': 'A config file to read instead of the one the id points to.',
  '* --output': 'Whether to print text or JSON.',

  'run --deny-init':
    'Refuses to create a new node when no config exists for the id, so a typo cannot start a fresh node.',
  'run --init-only': 'Creates the config and keys of a new node, then exits without running it.',
  'run --mode': 'The node’s roles, as one or more values; writes the [modes] table.',
  'run --modes': 'The node’s roles as one comma-separated value; the same as --mode.',
  'run --write-changes': 'Writes the values given by flags into config.toml, so later starts keep them.',
  'run --bonding-information-output': 'A file to write the bonding information to.',
  'run --public-ips': 'Sets host.public_ips.',
  'run --hostname': 'Sets host.hostname.',
  'run --location': 'Sets host.location.',
  'run --http-bind-address': 'Sets http.bind_address.',
  'run --landing-page-assets-path': 'Sets http.landing_page_assets_path.',
  'run --http-access-token': 'Sets http.access_token.',
  'run --expose-system-info': 'Sets http.expose_system_info.',
  'run --expose-system-hardware': 'Sets http.expose_system_hardware.',
  'run --expose-crypto-hardware': 'Sets http.expose_crypto_hardware.',
  'run --mixnet-bind-address': 'Sets mixnet.bind_address.',
  'run --mixnet-announce-port': 'Sets mixnet.announce_port.',
  'run --nym-api-urls': 'Sets mixnet.nym_api_urls.',
  'run --nyxd-urls': 'Sets mixnet.nyxd_urls.',
  'run --unsafe-disable-noise': 'Turns off Noise between nodes; for tests only.',
  'run --unsafe-disable-replay-protection': 'Turns replay detection off; for tests only.',
  'run --wireguard-enabled': 'Sets wireguard.enabled.',
  'run --wireguard-bind-address': 'Sets wireguard.bind_address.',
  'run --wireguard-tunnel-announced-port': 'Sets wireguard.announced_tunnel_port.',
  'run --wireguard-private-network-prefix': 'Sets wireguard.private_network_prefix_v4.',
  'run --wireguard-userspace': 'Sets wireguard.use_userspace.',
  'run --verloc-bind-address': 'Sets verloc.bind_address.',
  'run --verloc-announce-port': 'Sets verloc.announce_port.',
  'run --entry-bind-address': 'Sets gateway_tasks.ws_bind_address, the clients’ websocket.',
  'run --announce-ws-port': 'Sets gateway_tasks.announce_ws_port.',
  'run --announce-wss-port': 'Sets gateway_tasks.announce_wss_port.',
  'run --enforce-zk-nyms': 'Sets gateway_tasks.enforce_zk_nyms.',
  'run --mnemonic': 'The mnemonic of the account that redeems tickets; without it a new one is made.',
  'run --upstream-exit-policy-url': 'Sets service_providers.upstream_exit_policy_url.',
  'run --open-proxy': 'Sets service_providers.open_proxy.',
  'run --nr-allow-local-ips': 'Sets service_providers.network_requester.allow_local_ips.',
  'run --ipr-allow-local-ips': 'Sets service_providers.ip_packet_router.allow_local_ips.',
  'run --accept-operator-terms-and-conditions':
    'Says the operator accepts the terms and conditions; a node without it earns nothing.',
  'run --local': 'Runs the node in a local test set-up.',
  'run --enable-console-logging': 'Sets metrics.debug.log_stats_to_console.',
  'run --upgrade-mode-attestation-url': 'Sets gateway_tasks.upgrade_mode.attestation_url; for test networks only.',
  'run --upgrade-mode-attester-public-key':
    'Sets gateway_tasks.upgrade_mode.attester_public_key; for test networks only.',
  'run --lp-use-mock-ecash': 'Sets lp.debug.use_mock_ecash; for tests only.',
  'run --lp-control-bind-address': 'Sets lp.control_bind_address.',
  'run --lp-control-announce-port': 'Sets lp.announce_control_port.',
  'run --lp-data-bind-address': 'Sets lp.data_bind_address.',
  'run --lp-data-announce-port': 'Sets lp.announce_data_port.',

  'sign --text': 'A text to sign.',
  'sign --contract-msg': 'A payload for the mixnet contract to sign, as the wallet gives it when bonding.',

  'test-throughput --senders': 'How many simulated clients send packets.',
  'test-throughput --packet-latency-threshold':
    'The latency the senders aim for: below it they speed up, above it they slow down.',
  'test-throughput --starting-sending-batch-size': 'How many packets each sender starts with per batch.',
  'test-throughput --starting-sending-delay': 'The pause each sender starts with between batches.',
  'test-throughput --output-directory': 'A folder for the results.',

  'migrate _args': 'Accepts whatever arguments an old command line passes, before the subcommand refuses to migrate.',
};
