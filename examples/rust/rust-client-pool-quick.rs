//! The smallest useful ClientPool program: keep 5 clients connected in the
//! background, take one, use it, give the pool back its shutdown.

use std::time::Duration;

use nym_network_defaults::setup_env;
use nym_sdk::client_pool::ClientPool;
use nym_sdk::mixnet::MixnetClient;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    nym_bin_common::logging::setup_tracing_logger();

    // The pool builds its clients from the network variables of the
    // environment: with no .env file, this exports the mainnet defaults.
    setup_env(None::<String>);

    let pool = ClientPool::new(5);
    let filler = pool.clone();
    tokio::spawn(async move { filler.start().await });

    // Clients connect one after the other; wait for the first.
    while pool.get_client_count().await == 0 {
        tokio::time::sleep(Duration::from_millis(500)).await;
    }

    // A pooled client is yours now: it is never handed back.
    let client = match pool.get_mixnet_client().await {
        Some(client) => client,
        None => MixnetClient::connect_new().await?,
    };
    println!("ready to send from {}", client.nym_address());
    client.disconnect().await;

    // Stops the refill loop and disconnects the clients still waiting.
    pool.disconnect_pool().await;
    Ok(())
}
