//! The MCP server: stdio and any `AsyncRead`/`AsyncWrite` pair. (being written)
