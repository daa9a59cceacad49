//! src/bin/server.rs: accepts streams over the mixnet and sends every
//! chunk it reads straight back, one task per stream.

use nym_sdk::mixnet::{MixnetClient, MixnetStream};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    nym_bin_common::logging::setup_tracing_logger();

    let mut client = MixnetClient::connect_new().await?;
    // Give this line to the client program.
    println!("echo server address: {}", client.nym_address());

    // One listener per client; a second listener() call fails.
    let mut listener = client.listener()?;

    // accept() yields None once the router behind the listener has stopped.
    while let Some(stream) = listener.accept().await {
        println!("new stream {}", stream.id());
        tokio::spawn(echo(stream));
    }

    println!("listener closed, shutting down");
    client.disconnect().await;
    Ok(())
}

/// Copies what arrives back to the sender until the stream ends.
async fn echo(mut stream: MixnetStream) {
    let id = stream.id();
    let mut chunk = vec![0u8; 32 * 1024];
    loop {
        let read = match stream.read(&mut chunk).await {
            // 0 bytes: end of stream (dropped locally or reaped when idle).
            Ok(0) => break,
            Ok(read) => read,
            Err(err) => {
                eprintln!("{id}: read failed: {err}");
                break;
            }
        };
        println!("{id}: echoing {read} bytes");
        if let Err(err) = stream.write_all(&chunk[..read]).await {
            eprintln!("{id}: write failed: {err}");
            break;
        }
    }
    println!("{id}: finished");
}
