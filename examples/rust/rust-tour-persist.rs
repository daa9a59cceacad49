//! A client whose keys live in a folder: the Nym address printed here is
//! the same on every run that uses the same folder.
use nym_sdk::mixnet::{MixnetClientBuilder, StoragePaths};

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let folder = std::env::temp_dir().join("nym-tour-identity");
    std::fs::create_dir_all(&folder)?;
    let paths = StoragePaths::new_from_dir(&folder)?;

    let client = MixnetClientBuilder::new_with_default_storage(paths)
        .await?
        .build()?
        .connect_to_mixnet()
        .await?;

    println!("address kept in {}: {}", folder.display(), client.nym_address());
    client.disconnect().await;
    Ok(())
}
