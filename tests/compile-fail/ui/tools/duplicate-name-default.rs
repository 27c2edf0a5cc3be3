use std::convert::Infallible;
use toolwright::{mcp_tool, tools};

mod orders {
    use super::*;

    #[mcp_tool]
    pub async fn search(query: String) -> Result<Vec<String>, Infallible> {
        Ok(vec![query])
    }
}

mod customers {
    use super::*;

    #[mcp_tool]
    pub async fn search(query: String) -> Result<Vec<String>, Infallible> {
        Ok(vec![query])
    }
}

fn main() {
    let _ = tools![orders::search, customers::search];
}
