//! src/main.rs of nym-pool-demo: a reserve of 3 warm clients meets a burst
//! of 4 jobs; the fourth finds the pool empty and connects its own client.

use std::time::Duration;

use nym_network_defaults::setup_env;
use nym_sdk::client_pool::ClientPool;
use nym_sdk::mixnet::{MixnetClient, MixnetMessageSender};
use tokio::task::JoinSet;

const RESERVE: usize = 3;
const BURST: usize = 4;
const SETTLE: Duration = Duration::from_secs(15);

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    nym_bin_common::logging::setup_tracing_logger();
    setup_env(None::<String>); // no .env file: export the mainnet defaults

    // Step 2: the pool and its refill loop.
    let pool = ClientPool::new(RESERVE);
    let filler = pool.clone();
    tokio::spawn(async move { filler.start().await });

    println!("filling the pool...");
    tokio::time::sleep(SETTLE).await;
    println!("warm clients: {}", pool.get_client_count().await);

    // Step 3: the burst, one task per job.
    let mut jobs = JoinSet::new();
    for job in 1..=BURST {
        jobs.spawn(run_job(pool.clone(), job));
    }
    while let Some(finished) = jobs.join_next().await {
        finished??;
    }

    // Step 4: the loop has been replacing what the burst took.
    tokio::time::sleep(SETTLE).await;
    println!("warm clients after the burst: {}", pool.get_client_count().await);

    // Step 5: stop the loop and disconnect the clients still waiting.
    pool.disconnect_pool().await;
    println!("pool closed");
    Ok(())
}

/// One unit of work: take a client, send a note to itself, wait for it.
async fn run_job(pool: ClientPool, job: usize) -> anyhow::Result<()> {
    let mut client = match pool.get_mixnet_client().await {
        Some(client) => {
            println!("job {job}: warm client {}", client.nym_address());
            client
        }
        None => {
            // Slower path: a full connection (keys, topology, gateway).
            println!("job {job}: pool empty, connecting a client now");
            MixnetClient::connect_new().await?
        }
    };

    let me = *client.nym_address();
    client.send_plain_message(me, format!("note from job {job}")).await?;

    if let Some(batch) = client.wait_for_messages().await {
        for received in batch.iter().filter(|m| !m.message.is_empty()) {
            println!("job {job}: got {:?}", String::from_utf8_lossy(&received.message));
        }
    }

    // Pooled clients are not returned: disconnect when done.
    client.disconnect().await;
    Ok(())
}
