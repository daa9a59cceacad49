// What each config.toml key of nym-node does, one short sentence each, in our words (learnt from the Rust sources
// at the newest tag; nothing here is copied from them). A key path may hold `*` for one segment when the same key
// means the same thing under several tables (the three service providers). descriptions.test.ts fails when a key
// of the newest release has no sentence here, or when a sentence names a key the newest release does not hold.

/** One sentence per top-level table of config.toml, shown under the table's heading and on the configuration page. */
export const TABLE_DESCRIPTIONS: Record<string, string> = {
  id: 'The name of the node on this machine.',
  modes: 'Which roles the node takes in the network: mixnode, entry gateway, exit gateway, or several.',
  host: 'How the node is reached from outside: its public addresses, domain name and country.',
  mixnet: 'The mixnet listener, the APIs and chain endpoints the node reads, replay protection and key rotation.',
  storage_paths: 'Where the node keeps its own long-term keys and its public description.',
  http: 'The node’s HTTP API: where it listens, what it tells about the machine, and its landing page.',
  wireguard: 'The WireGuard service a gateway offers to VPN clients: addresses, ports and key files.',
  lp: 'The Lewes Protocol listeners: a TCP control port and a UDP data port.',
  verloc: 'Latency measurements between nodes: where the node answers them and how it runs its own.',
  gateway_tasks:
    'What an entry gateway does for clients: websocket ports, zk-nym tickets, stored messages, upgrade mode.',
  service_providers:
    'The exit services a gateway runs (network requester, IP packet router, authenticator): each is a mixnet client with its own keys and client settings.',
  metrics: 'How often the node updates and logs its counters.',
  logging: 'Logging settings; the table is empty in the releases shown here.',
  debug: 'Node-wide settings for tests and tuning that operators rarely change.',
};

const SP = 'service_providers.*';

/** One sentence per key. */
export const KEY_DESCRIPTIONS: Record<string, string> = {
  id: 'The node’s local name: the folder under ~/.nym/nym-nodes/ that holds its config and data; never published.',
  'modes.mixnode': 'Whether the node works as a mixnode.',
  'modes.entry': 'Whether the node works as an entry gateway.',
  'modes.exit': 'Whether the node works as an exit gateway (this needs the entry role too).',

  'host.public_ips':
    'The public addresses clients and nodes use to reach the node; left empty, nym-api fills in what it sees.',
  'host.hostname': 'The domain name of the node, if it has one, without a scheme.',
  'host.location': 'The country the server is physically in, as an ISO 3166 code.',

  'mixnet.bind_address': 'The address and port the node listens on for mixnet packets.',
  'mixnet.announce_port':
    'A mixnet port to announce instead of the bound one, for a node behind a proxy or port mapping.',
  'mixnet.nym_api_urls': 'The nym-api instances the node asks for its view of the network.',
  'mixnet.nyxd_urls': 'The Nyx chain endpoints the node talks to.',
  'mixnet.debug.maximum_forward_packet_delay':
    'The longest delay the node accepts to hold a packet before forwarding it.',
  'mixnet.debug.packet_forwarding_initial_backoff':
    'The first wait before reconnecting to a node whose connection dropped.',
  'mixnet.debug.packet_forwarding_maximum_backoff': 'The longest wait between reconnection attempts to another node.',
  'mixnet.debug.initial_connection_timeout': 'How long the node waits for a new connection to another node to open.',
  'mixnet.debug.maximum_connection_buffer_size':
    'How many packets may wait for one outgoing connection before more are dropped.',
  'mixnet.debug.use_legacy_packet_encoding':
    'Whether packets between nodes use the older framing, kept until enough of the network understands the new one.',
  'mixnet.debug.unsafe_disable_noise': 'Turns off the Noise encryption of connections between nodes; for tests only.',
  'mixnet.replay_protection.storage_paths.current_bloomfilters_directory':
    'The folder where the replay filters are saved so they survive a restart.',
  'mixnet.replay_protection.debug.unsafe_disabled': 'Turns replay detection off; for tests only.',
  'mixnet.replay_protection.debug.maximum_replay_detection_deferral':
    'How long packet processing may put off taking the replay filter’s lock before it waits for it.',
  'mixnet.replay_protection.debug.maximum_replay_detection_pending_packets':
    'How many packets may queue for a replay check before processing waits for the lock.',
  'mixnet.replay_protection.debug.false_positive_rate':
    'The accepted chance that the replay filter flags a new packet as seen.',
  'mixnet.replay_protection.debug.initial_expected_packets_per_second':
    'The packet rate the first replay filter is sized for; later filters follow the measured rate.',
  'mixnet.replay_protection.debug.bloomfilter_minimum_packets_per_second_size':
    'The lowest packet rate a new replay filter is sized for, so an idle node still gets a usable filter.',
  'mixnet.replay_protection.debug.bloomfilter_size_multiplier':
    'A margin by which each new replay filter is made larger than the measured rate needs.',
  'mixnet.replay_protection.debug.bloomfilter_disk_flushing_rate': 'How often the replay filter is written to disk.',
  'mixnet.key_rotation.debug.rotation_state_poling_interval':
    'How often the node checks the network’s key rotation state (the key name keeps the source’s spelling).',

  'storage_paths.keys.private_ed25519_identity_key_file': 'The file of the node’s private identity key.',
  'storage_paths.keys.public_ed25519_identity_key_file':
    'The file of the node’s public identity key, the one it is bonded with.',
  'storage_paths.keys.primary_x25519_sphinx_key_file': 'The file of the sphinx key the node decrypts packets with now.',
  'storage_paths.keys.secondary_x25519_sphinx_key_file':
    'The file of the other sphinx key, used around a key rotation.',
  'storage_paths.keys.private_x25519_noise_key_file':
    'The file of the private key of the Noise handshake between nodes.',
  'storage_paths.keys.public_x25519_noise_key_file': 'The file of the public Noise key.',
  'storage_paths.keys.private_x25519_lp_key_file': 'The file of the private x25519 key of the Lewes Protocol.',
  'storage_paths.keys.public_x25519_lp_key_file': 'The file of the public x25519 key of the Lewes Protocol.',
  'storage_paths.keys.private_mlkem768_lp_key_file': 'The file of the private ML-KEM-768 key of the Lewes Protocol.',
  'storage_paths.keys.public_mlkem768_lp_key_file': 'The file of the public ML-KEM-768 key of the Lewes Protocol.',
  'storage_paths.keys.private_mceliece_lp_key_file':
    'The file of the private Classic McEliece key of the Lewes Protocol.',
  'storage_paths.keys.public_mceliece_lp_key_file':
    'The file of the public Classic McEliece key of the Lewes Protocol.',
  'storage_paths.description': 'The file of the node’s public description: moniker, website, contact, details.',

  'http.bind_address': 'The address and port of the node’s HTTP API.',
  'http.landing_page_assets_path': 'A folder of your own landing page, served in place of the default one.',
  'http.access_token': 'A bearer token that some HTTP routes ask for.',
  'http.expose_system_info': 'Whether the API tells basic facts about the machine; off, it hides the hardware too.',
  'http.expose_system_hardware': 'Whether the API lists the machine’s hardware.',
  'http.expose_crypto_hardware': 'Whether the hardware list includes the CPU’s cryptographic features.',
  'http.node_load_cache_ttl': 'How long the node reuses its computed load before measuring again.',

  'wireguard.enabled': 'Whether the gateway runs WireGuard for VPN clients.',
  'wireguard.bind_address': 'The address and port the WireGuard interface listens on.',
  'wireguard.private_ipv4': 'The gateway’s own IPv4 address inside the WireGuard network.',
  'wireguard.private_ipv6': 'The gateway’s own IPv6 address inside the WireGuard network.',
  'wireguard.announced_tunnel_port': 'The WireGuard port clients are told to use, if it differs from the bound one.',
  'wireguard.announced_metadata_port': 'The port of the WireGuard metadata endpoint that clients are told to use.',
  'wireguard.private_network_prefix_v4':
    'The IPv4 prefix length of the WireGuard network, which caps how many clients fit.',
  'wireguard.private_network_prefix_v6': 'The IPv6 prefix length of the WireGuard network.',
  'wireguard.use_userspace': 'Runs WireGuard in user space instead of the kernel module, for containers without it.',
  'wireguard.storage_paths.private_diffie_hellman_key_file': 'The file of the gateway’s private WireGuard key.',
  'wireguard.storage_paths.public_diffie_hellman_key_file': 'The file of the gateway’s public WireGuard key.',

  'lp.control_bind_address': 'The address and TCP port of the Lewes Protocol control listener.',
  'lp.data_bind_address': 'The address and UDP port of the Lewes Protocol data listener.',
  'lp.announce_control_port': 'A control port to announce instead of the bound one, behind a proxy.',
  'lp.announce_data_port': 'A data port to announce instead of the bound one, behind a proxy.',
  'lp.debug.max_connections': 'How many Lewes Protocol connections the node holds at once.',
  'lp.debug.use_mock_ecash': 'Accepts test credentials instead of real zk-nyms; for tests only.',
  'lp.debug.handshake_ttl': 'How long an unfinished handshake is kept.',
  'lp.debug.session_ttl': 'How long an idle session is kept.',
  'lp.debug.state_cleanup_interval': 'How often expired handshakes and sessions are cleared.',
  'lp.debug.max_concurrent_forwards': 'How many packets the node forwards for Lewes Protocol clients at once.',

  'verloc.bind_address': 'The address and port where the node answers other nodes’ latency measurements.',
  'verloc.announce_port': 'A measurement port to announce instead of the bound one, behind a proxy.',
  'verloc.debug.packets_per_node': 'How many echo packets the node sends to each node it measures.',
  'verloc.debug.connection_timeout': 'How long to wait for a connection to a measured node.',
  'verloc.debug.packet_timeout': 'How long to wait for an echo before giving up on it.',
  'verloc.debug.delay_between_packets': 'The pause between two echo packets to the same node.',
  'verloc.debug.tested_nodes_batch_size': 'How many nodes are measured at the same time.',
  'verloc.debug.testing_interval': 'How long between two measurement runs.',
  'verloc.debug.retry_timeout': 'How long to wait before retrying a run that could not get the list of nodes.',

  'gateway_tasks.ws_bind_address': 'The address and port of the websocket clients connect to.',
  'gateway_tasks.announce_ws_port': 'A websocket port to announce instead of the bound one.',
  'gateway_tasks.announce_wss_port': 'The secure websocket (wss) port to announce, when a proxy serves one.',
  'gateway_tasks.enforce_zk_nyms': 'Whether clients must pay with zk-nym tickets to use the gateway.',
  'gateway_tasks.storage_paths.clients_storage': 'The database of clients and messages kept for them.',
  'gateway_tasks.storage_paths.stats_storage': 'The database of the gateway’s usage statistics.',
  'gateway_tasks.storage_paths.cosmos_mnemonic': 'The file of the mnemonic of the account that redeems tickets.',
  'gateway_tasks.storage_paths.bridge_client_params':
    'A file of parameters the QUIC bridge gives clients, if one runs.',
  'gateway_tasks.debug.message_retrieval_limit': 'How many stored messages are read for an offline client at once.',
  'gateway_tasks.debug.maximum_open_connections': 'How many client connections the gateway keeps open at once.',
  'gateway_tasks.debug.minimum_mix_performance': 'The lowest mixnode performance the gateway’s own routes accept.',
  'gateway_tasks.debug.maximum_initial_topology_waiting_time':
    'How long the gateway waits at start for a usable network view.',
  'gateway_tasks.debug.max_request_timestamp_skew': 'How far the clock of a signed client request may be off.',
  'gateway_tasks.debug.upgrade_mode_min_staleness_recheck':
    'How recent the last upgrade-mode check must be before new requests are accepted without another.',
  'gateway_tasks.debug.stale_messages.cleaner_run_interval': 'How often old stored messages are looked for.',
  'gateway_tasks.debug.stale_messages.max_age': 'How old a stored message may get before it is deleted.',
  'gateway_tasks.debug.client_bandwidth.max_flushing_rate':
    'The longest time before a client’s bandwidth is saved to disk.',
  'gateway_tasks.debug.client_bandwidth.max_delta_flushing_amount':
    'The bandwidth change that makes the gateway save at once.',
  'gateway_tasks.debug.zk_nym_tickets.revocation_bandwidth_penalty':
    'How many times a bad ticket’s worth of bandwidth a client loses when the ticket is refused.',
  'gateway_tasks.debug.zk_nym_tickets.pending_poller':
    'How often failed ticket checks and redemptions are tried again.',
  'gateway_tasks.debug.zk_nym_tickets.minimum_api_quorum':
    'The share of nym-api signers that must answer a ticket request.',
  'gateway_tasks.debug.zk_nym_tickets.minimum_redemption_tickets': 'The fewest tickets the gateway redeems in one go.',
  'gateway_tasks.debug.zk_nym_tickets.maximum_time_between_redemption':
    'The longest time between two redemptions, shorter than a ticket’s validity.',
  'gateway_tasks.upgrade_mode.enabled': 'Whether the gateway watches for the network’s upgrade mode.',
  'gateway_tasks.upgrade_mode.attestation_url': 'Where the upgrade-mode attestation is published.',
  'gateway_tasks.upgrade_mode.attester_public_key': 'The key the attestation must be signed with.',
  'gateway_tasks.upgrade_mode.debug.regular_polling_interval': 'How often the attestation is read in normal times.',
  'gateway_tasks.upgrade_mode.debug.expedited_poll_interval': 'How often it is read while upgrade mode is on.',

  'service_providers.open_proxy': 'Whether the network requester forwards to any address, ignoring the exit policy.',
  'service_providers.upstream_exit_policy_url': 'Where the exit policy the network requester applies is published.',
  'service_providers.storage_paths.clients_storage': 'The database of the service providers’ gateway clients.',
  'service_providers.storage_paths.stats_storage': 'The database of the service providers’ statistics.',
  'service_providers.debug.message_retrieval_limit': 'How many stored messages a service provider reads at once.',
  'service_providers.storage_paths.*.private_ed25519_identity_key_file':
    'The file of this service’s private identity key.',
  'service_providers.storage_paths.*.public_ed25519_identity_key_file':
    'The file of this service’s public identity key.',
  'service_providers.storage_paths.*.private_x25519_diffie_hellman_key_file':
    'The file of this service’s private encryption key.',
  'service_providers.storage_paths.*.public_x25519_diffie_hellman_key_file':
    'The file of this service’s public encryption key.',
  'service_providers.storage_paths.*.ack_key_file':
    'The file of the key this service’s acknowledgements are encrypted with.',
  'service_providers.storage_paths.*.reply_surb_database':
    'The database of reply SURBs this service holds for its clients.',
  'service_providers.storage_paths.*.gateway_registrations':
    'The database of the gateway this service is registered with.',

  [`${SP}.allow_local_ips`]: 'Whether this service may reach addresses of the local network; off by default.',
  [`${SP}.debug.enabled`]: 'Whether this service runs at all.',
  [`${SP}.debug.disable_poisson_rate`]: 'Sends this service’s packets as they come instead of at a Poisson rate.',
  [`${SP}.debug.traffic.average_packet_delay`]: 'The average delay this service asks each mix hop to add.',
  [`${SP}.debug.traffic.message_sending_average_delay`]: 'The average pause between two packets this service sends.',
  [`${SP}.debug.traffic.disable_main_poisson_packet_distribution`]:
    'Turns off the steady stream of real and cover packets.',
  [`${SP}.debug.traffic.deterministic_route_selection`]: 'Picks the same route for the same message; for tests.',
  [`${SP}.debug.traffic.maximum_number_of_retransmissions`]:
    'How often an unacknowledged packet is resent; unset, without limit.',
  [`${SP}.debug.traffic.primary_packet_size`]: 'The size of most packets this service sends.',
  [`${SP}.debug.traffic.secondary_packet_size`]: 'A second packet size for large messages, if any.',
  [`${SP}.debug.traffic.packet_type`]: 'The packet format: sphinx (mix) or outfox.',
  [`${SP}.debug.traffic.use_legacy_sphinx_format`]: 'Whether packets use the older sphinx format.',
  [`${SP}.debug.traffic.disable_mix_hops`]: 'Sends packets without mix hops; for tests.',
  [`${SP}.debug.cover_traffic.loop_cover_traffic_average_delay`]: 'The average pause between two loop cover packets.',
  [`${SP}.debug.cover_traffic.cover_traffic_primary_size_ratio`]:
    'The share of cover packets that take the primary size.',
  [`${SP}.debug.cover_traffic.disable_loop_cover_traffic_stream`]: 'Turns loop cover traffic off.',
  [`${SP}.debug.gateway_connection.gateway_response_timeout`]: 'How long this service waits for its gateway to answer.',
  [`${SP}.debug.acknowledgements.average_ack_delay`]: 'The average delay asked of each hop for acknowledgements.',
  [`${SP}.debug.acknowledgements.ack_wait_multiplier`]:
    'How many times the expected delivery time to wait for an acknowledgement.',
  [`${SP}.debug.acknowledgements.ack_wait_addition`]: 'A fixed extra wait for an acknowledgement.',
  [`${SP}.debug.topology.topology_refresh_rate`]: 'How often this service refreshes its view of the network.',
  [`${SP}.debug.topology.topology_resolution_timeout`]: 'How long a refresh of the network view may take.',
  [`${SP}.debug.topology.disable_refreshing`]: 'Keeps the first network view and never refreshes it.',
  [`${SP}.debug.topology.max_startup_gateway_waiting_period`]:
    'How long to wait at start for its gateway to appear in the network.',
  [`${SP}.debug.topology.max_startup_network_waiting_period`]: 'How long to wait at start for a usable network.',
  [`${SP}.debug.topology.minimum_mixnode_performance`]: 'The lowest mixnode performance its routes accept.',
  [`${SP}.debug.topology.minimum_gateway_performance`]: 'The lowest gateway performance its routes accept.',
  [`${SP}.debug.topology.use_extended_topology`]:
    'Whether to use the full list of nodes instead of the active set only.',
  [`${SP}.debug.topology.ignore_egress_epoch_role`]:
    'Whether exit nodes are picked without regard to their role this epoch.',
  [`${SP}.debug.topology.ignore_ingress_epoch_role`]:
    'Whether entry nodes are picked without regard to their role this epoch.',
  [`${SP}.debug.reply_surbs.minimum_reply_surb_storage_threshold`]:
    'Below this many stored reply SURBs for a client, ask for more.',
  [`${SP}.debug.reply_surbs.maximum_reply_surb_storage_threshold`]: 'The most reply SURBs kept for one client.',
  [`${SP}.debug.reply_surbs.minimum_reply_surb_request_size`]: 'The fewest reply SURBs asked for in one request.',
  [`${SP}.debug.reply_surbs.maximum_reply_surb_request_size`]: 'The most reply SURBs asked for in one request.',
  [`${SP}.debug.reply_surbs.maximum_allowed_reply_surb_request_size`]:
    'The most reply SURBs a client may ask this service for.',
  [`${SP}.debug.reply_surbs.maximum_reply_surb_rerequest_waiting_period`]:
    'How long to wait before asking again for reply SURBs.',
  [`${SP}.debug.reply_surbs.maximum_reply_surb_drop_waiting_period`]:
    'How long to wait for reply SURBs before dropping the pending reply.',
  [`${SP}.debug.reply_surbs.maximum_reply_key_age`]: 'How long a reply key stays valid.',
  [`${SP}.debug.reply_surbs.surb_mix_hops`]:
    'How many mix hops reply SURBs go through; unset, the default route length.',
  [`${SP}.debug.reply_surbs.minimum_reply_surb_threshold_buffer`]: 'Extra reply SURBs kept on top of the minimum.',
  [`${SP}.debug.reply_surbs.maximum_reply_surbs_rerequests`]:
    'How many times reply SURBs are asked for again before giving up.',
  [`${SP}.debug.stats_reporting.enabled`]: 'Whether this service reports usage statistics.',
  [`${SP}.debug.stats_reporting.provider_address`]: 'The Nym address statistics are sent to.',
  [`${SP}.debug.stats_reporting.reporting_interval`]: 'How often statistics are sent.',
  [`${SP}.debug.forget_me.client`]: 'Asks the gateway to forget this client when it disconnects.',
  [`${SP}.debug.forget_me.stats`]: 'Asks the gateway to forget this client’s statistics.',
  [`${SP}.debug.remember_me.stats`]: 'Asks the gateway to keep this client’s statistics.',
  [`${SP}.debug.remember_me.session_type`]: 'The kind of session the statistics are filed under.',

  'metrics.debug.log_stats_to_console': 'Whether the node logs its running statistics.',
  'metrics.debug.aggregator_update_rate': 'How often the metrics collector updates its handlers.',
  'metrics.debug.stale_mixnet_metrics_cleaner_rate': 'How often old per-node mixnet metrics are cleared.',
  'metrics.debug.global_prometheus_counters_update_rate': 'How often the Prometheus counters are updated.',
  'metrics.debug.pending_egress_packets_update_rate': 'How often the count of packets waiting to leave is updated.',
  'metrics.debug.clients_sessions_update_rate': 'How often client session figures are updated.',
  'metrics.debug.console_logging_update_interval': 'How often statistics are logged, when logging them is on.',
  'metrics.debug.legacy_mixing_metrics_update_rate':
    'How often the figures of the older mixing metrics route are updated.',

  logging: 'A table kept for logging settings; it holds no key in these releases.',
  'debug.topology_cache_ttl': 'How long the node’s cached view of the network is used.',
  'debug.routing_nodes_check_interval': 'How often the node looks up nodes it did not know when routing.',
  'debug.testnet': 'Lets the node route to local addresses, for a test network.',
};
