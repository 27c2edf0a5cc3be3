// Preloaded (node -r) into @modelcontextprotocol/server-github: sends its api.github.com
// requests to the loopback mock named in GITHUB_MOCK, which answers GitHub's documented bodies.
const real = globalThis.fetch;
globalThis.fetch = (url, init) => real(String(url).replace('https://api.github.com', process.env.GITHUB_MOCK), init);
