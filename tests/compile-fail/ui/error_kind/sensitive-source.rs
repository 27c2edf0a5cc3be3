use toolwright::ToolError;

#[derive(Debug, thiserror::Error)]
#[error("vault answered for key {0}")]
pub struct VaultError(String);

#[derive(Debug, thiserror::Error, ToolError)]
pub enum SecretsError {
    // The log records the source chain, and the source's Display shows the key.
    #[error("vault lookup failed")]
    #[error_kind(internal)]
    Vault {
        #[sensitive]
        #[source]
        source: VaultError,
    },
}

fn main() {
    let _ = <SecretsError as ToolError>::SURFACE;
}
