//! Shared fixtures for toolwright's integration tests.
