//! A pool that keeps three connected clients in reserve, filled by a
//! background task; taking one is instant once the pool has filled.
//! Needs nym-network-defaults next to nym-sdk in Cargo.toml.
use nym_network_defaults::setup_env;
use nym_sdk::client_pool::ClientPool;
use std::time::Duration;

#[tokio::main]
async fn main() {
    // The pool's loop reads the network from environment variables and
    // panics without them; with no .env file this exports mainnet's.
    setup_env(None::<String>);

    let pool = ClientPool::new(3);

    let filler = pool.clone();
    tokio::spawn(async move {
        if let Err(err) = filler.start().await {
            eprintln!("pool stopped: {err}");
        }
    });

    // Give the background task time to connect its clients.
    tokio::time::sleep(Duration::from_secs(15)).await;
    println!("clients ready: {}", pool.get_client_count().await);

    // A client taken from the pool is ours; the pool makes a new one.
    match pool.get_mixnet_client().await {
        Some(client) => {
            println!("took {}", client.nym_address());
            client.disconnect().await;
        }
        None => println!("the pool is still empty"),
    }

    pool.disconnect_pool().await;
}
